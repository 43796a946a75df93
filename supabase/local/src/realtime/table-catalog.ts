import type { Queryable } from '../db/database';

export interface TableColumn {
  name: string;
  /** pg_type name ("uuid", "int8", "jsonb"...): what supabase-js converts values by. */
  type: string;
  /** The full SQL type ("character varying(40)"), for casting filter values. */
  sqlType: string;
  generated: boolean;
}

/** Column lists of public tables, read once per table: changes name their table on every row. */
export class TableCatalog {
  private readonly known = new Map<string, Promise<TableColumn[] | null>>();

  constructor(private readonly db: Queryable) {}

  /** Null when the public schema has no such table. */
  columns(table: string): Promise<TableColumn[] | null> {
    let columns = this.known.get(table);
    if (!columns) {
      columns = this.read(table);
      this.known.set(table, columns);
      columns.catch(() => this.known.delete(table));
    }
    return columns;
  }

  private async read(table: string): Promise<TableColumn[] | null> {
    const { rows } = await this.db.query<{ columns: TableColumn[] | null }>(
      `select (select json_agg(json_build_object(
                'name', a.attname, 'type', t.typname,
                'sqlType', format_type(a.atttypid, a.atttypmod),
                'generated', a.attgenerated <> '') order by a.attnum)
                 from pg_attribute a join pg_type t on t.oid = a.atttypid
                where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relname = $1 and c.relkind in ('r', 'p')`,
      [table],
    );
    return rows[0]?.columns ?? null;
  }
}

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
