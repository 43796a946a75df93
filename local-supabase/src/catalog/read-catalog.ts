import type { Queryable } from '../db/database';

/**
 * What the database says about one schema's tables, views, keys, functions and enums: the single
 * reading of pg_catalog behind REST's schema cache, realtime's column lists and the generated
 * TypeScript types. Each reader takes the facts it needs; names come back unquoted.
 */
export interface CatalogColumn {
  name: string;
  /** pg_type name: "uuid", "int8", "_text" (an array), an enum's name ... */
  type: string;
  /** The full SQL type ("character varying(40)", "text[]"), for casts. */
  sqlType: string;
  notNull: boolean;
  hasDefault: boolean;
  isIdentity: boolean;
  isGenerated: boolean;
  /**
   * The value a new row takes when the column is left out, as SQL (PostgREST's column_default):
   * the column's own default, an identity's next value, else its domain's default; null for none
   * and for generated columns.
   */
  defaultSql: string | null;
}

export interface CatalogRelation {
  name: string;
  /** pg_class.relkind: r table, p partitioned table, v view, m materialized view, f foreign table. */
  kind: 'r' | 'p' | 'v' | 'm' | 'f';
  /** In the table's own order. */
  columns: CatalogColumn[];
  primaryKey: string[];
}

export interface CatalogForeignKey {
  name: string;
  table: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
  /** The referencing columns are also a primary key or unique constraint: one row at most. */
  oneToOne: boolean;
}

export interface CatalogFunction {
  name: string;
  returnsSet: boolean;
  /** Declared stable or immutable. */
  readOnly: boolean;
  /** pg_type name of the return type ("void", "json", a table's or composite's name ...). */
  returnType: string;
  /** The return type as SQL ("integer", "json", "public.home_dashboard" ...). */
  returnSqlType: string;
  defaultCount: number;
  /** Names of every argument (OUT and TABLE ones too) when any is named. */
  argNames: string[];
  /** i, o, b, v, t per argument; empty when every argument is IN. */
  argModes: string[];
  /** SQL types of the IN arguments, in order. */
  inputTypes: string[];
  /** pg_type names of every argument (IN, OUT, TABLE), in order. */
  allArgTypes: string[];
  /** Columns of the returned composite type or table row; empty for a scalar. */
  compositeColumns: string[];
  /** The planner's row estimate (ROWS n); a set-returning function declared ROWS 1 embeds as one object. */
  rows: number;
}

export interface CatalogComposite {
  name: string;
  /** Attributes in their declared order, with their pg_type names. */
  attributes: { name: string; type: string }[];
}

export interface Catalog {
  /** Enum labels by type name, in their declared order. */
  enums: Map<string, string[]>;
  /** Composite types made with CREATE TYPE ... AS (a table's own row type is not listed here). */
  composites: CatalogComposite[];
  /** By name; tables, views, materialized views and foreign tables. */
  relations: CatalogRelation[];
  foreignKeys: CatalogForeignKey[];
  /** Plain functions (no procedures or aggregates), by name then creation order. */
  functions: CatalogFunction[];
  /**
   * Which table column a view's column shows (matched by name among the columns the view reads),
   * so foreign keys of the table reach the view too, as PostgREST embeds through views.
   */
  viewColumns: CatalogViewColumn[];
}

export interface CatalogViewColumn {
  view: string;
  column: string;
  table: string;
  tableColumn: string;
}

// One statement, so the readings agree, and one round trip. Built as JSON text in SQL, so
// both engines hand it over the same way.
const CATALOG = `
  select json_build_object(
    'enums', (
      select coalesce(json_agg(json_build_object('name', t.typname, 'label', e.enumlabel) order by t.typname, e.enumsortorder), '[]')
        from pg_type t join pg_enum e on e.enumtypid = t.oid join pg_namespace n on n.oid = t.typnamespace
       where n.nspname = $1),
    'composites', (
      select coalesce(json_agg(json_build_object(
          'name', t.typname,
          'attributes', (select coalesce(json_agg(json_build_object('name', a.attname, 'type', at.typname) order by a.attnum), '[]')
                           from pg_attribute a join pg_type at on at.oid = a.atttypid
                          where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped)
        ) order by t.typname), '[]')
        from pg_type t join pg_namespace n on n.oid = t.typnamespace
        join pg_class c on c.oid = t.typrelid and c.relkind = 'c'
       where n.nspname = $1 and t.typtype = 'c'),
    'relations', (
      select coalesce(json_agg(json_build_object(
          'name', c.relname, 'kind', c.relkind,
          'columns', coalesce((
            select json_agg(json_build_object(
                'name', a.attname, 'type', t.typname, 'sqlType', format_type(a.atttypid, a.atttypmod),
                'notNull', a.attnotnull, 'hasDefault', a.atthasdef,
                'isIdentity', a.attidentity <> '', 'isGenerated', a.attgenerated <> '',
                'defaultSql', case
                  when a.attgenerated <> '' then null
                  when a.attidentity = 'd' then format('nextval(%L::regclass)', pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname))
                  when d.adbin is not null then pg_get_expr(d.adbin, d.adrelid)
                  when t.typbasetype <> 0 then pg_get_expr(t.typdefaultbin, 0)
                end) order by a.attnum)
              from pg_attribute a join pg_type t on t.oid = a.atttypid
              left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
             where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]'),
          'primaryKey', coalesce((
            select json_agg(a.attname order by k.ord)
              from pg_constraint co cross join unnest(co.conkey) with ordinality k(attnum, ord)
              join pg_attribute a on a.attrelid = co.conrelid and a.attnum = k.attnum
             where co.conrelid = c.oid and co.contype = 'p'), '[]')
        ) order by c.relname), '[]')
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f')),
    'foreignKeys', (
      select coalesce(json_agg(json_build_object(
          'name', co.conname, 'table', c.relname, 'refTable', rc.relname,
          'columns', (select json_agg(a.attname order by k.ord) from unnest(co.conkey) with ordinality k(attnum, ord)
                        join pg_attribute a on a.attrelid = co.conrelid and a.attnum = k.attnum),
          'refColumns', (select json_agg(a.attname order by k.ord) from unnest(co.confkey) with ordinality k(attnum, ord)
                           join pg_attribute a on a.attrelid = co.confrelid and a.attnum = k.attnum),
          'oneToOne', exists (
            select 1 from pg_constraint u where u.conrelid = co.conrelid and u.contype in ('p', 'u')
               and (select array_agg(x order by x) from unnest(u.conkey) x) = (select array_agg(x order by x) from unnest(co.conkey) x))
        ) order by c.relname, co.conname), '[]')
        from pg_constraint co
        join pg_class c on c.oid = co.conrelid join pg_namespace n on n.oid = c.relnamespace
        join pg_class rc on rc.oid = co.confrelid join pg_namespace rn on rn.oid = rc.relnamespace
       where co.contype = 'f' and n.nspname = $1 and rn.nspname = $1),
    'functions', (
      select coalesce(json_agg(json_build_object(
          'name', p.proname, 'returnsSet', p.proretset, 'readOnly', p.provolatile <> 'v',
          'returnType', rt.typname, 'returnSqlType', format_type(p.prorettype, null),
          'defaultCount', p.pronargdefaults,
          'argNames', coalesce(p.proargnames, '{}'), 'argModes', coalesce(p.proargmodes::text[], '{}'),
          'inputTypes', coalesce((select json_agg(format_type(x, null) order by o)
                                    from unnest(p.proargtypes::oid[]) with ordinality u(x, o)), '[]'),
          'allArgTypes', coalesce((select json_agg(t.typname order by a.pos)
                                     from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality a(oid, pos)
                                     join pg_type t on t.oid = a.oid), '[]'),
          'compositeColumns', coalesce((select json_agg(a.attname order by a.attnum) from pg_attribute a
                                         where a.attrelid = rt.typrelid and a.attnum > 0 and not a.attisdropped), '[]'),
          'rows', p.prorows
        ) order by p.proname, p.oid), '[]')
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type rt on rt.oid = p.prorettype
       where n.nspname = $1 and p.prokind = 'f'),
    'viewColumns', (
      select coalesce(json_agg(json_build_object('view', v.relname, 'column', va.attname, 'table', t.relname, 'tableColumn', ta.attname)
                               order by v.relname, va.attnum), '[]')
        from pg_class v join pg_namespace n on n.oid = v.relnamespace
        join pg_attribute va on va.attrelid = v.oid and va.attnum > 0 and not va.attisdropped
        join lateral (
          select distinct d.refobjid, d.refobjsubid from pg_rewrite r
            join pg_depend d on d.classid = 'pg_rewrite'::regclass and d.objid = r.oid
                            and d.refclassid = 'pg_class'::regclass and d.refobjsubid > 0 and d.refobjid <> v.oid
           where r.ev_class = v.oid) src on true
        join pg_class t on t.oid = src.refobjid and t.relnamespace = v.relnamespace and t.relkind in ('r', 'p', 'v', 'm', 'f')
        join pg_attribute ta on ta.attrelid = t.oid and ta.attnum = src.refobjsubid and ta.attname = va.attname
       where n.nspname = $1 and v.relkind in ('v', 'm'))
  )::text as catalog`;

interface RawCatalog extends Omit<Catalog, 'enums'> {
  enums: { name: string; label: string }[];
}

/** Reads one schema's catalog (public unless told). */
export async function readCatalog(db: Queryable, schema = 'public'): Promise<Catalog> {
  const { rows } = await db.query<{ catalog: string }>(CATALOG, [schema]);
  const raw = JSON.parse(rows[0]!.catalog) as RawCatalog;
  const enums = new Map<string, string[]>();
  for (const { name, label } of raw.enums) enums.set(name, [...(enums.get(name) ?? []), label]);
  return { ...raw, enums };
}
