import type { CatalogCache } from '../catalog/catalog-cache';

export interface TableColumn {
  name: string;
  /** pg_type name ("uuid", "int8", "jsonb"...): what supabase-js converts values by. */
  type: string;
  /** The full SQL type ("character varying(40)"), for casting filter values. */
  sqlType: string;
  generated: boolean;
}

/** Column lists of public tables, from the stack's catalog: changes name their table on every row. */
export class TableCatalog {
  constructor(private readonly catalog: CatalogCache) {}

  /** Null when the public schema has no such table. */
  async columns(table: string): Promise<TableColumn[] | null> {
    const { found } = await this.catalog.find((c) => c.relations.find((r) => r.name === table && (r.kind === 'r' || r.kind === 'p')));
    return found?.columns.map(({ name, type, sqlType, isGenerated }) => ({ name, type, sqlType, generated: isGenerated })) ?? null;
  }
}
