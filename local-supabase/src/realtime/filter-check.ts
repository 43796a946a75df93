import type { Queryable } from '../db/database';
import type { ChangeFilter } from './change-binding';
import type { TableColumn } from './table-catalog';

/**
 * Throws when a filter names an unknown column or a value its column's type cannot hold, so a
 * join is refused at once rather than its channel silently receiving nothing. The values are
 * cast as realtime.check_change casts them, in one statement however many an `in` list holds.
 */
export async function checkFilter(db: Queryable, filter: ChangeFilter, columns: TableColumn[]): Promise<void> {
  const column = columns.find((candidate) => candidate.name === filter.column);
  if (!column) throw new Error(`column ${filter.column} does not exist`);
  await db.query(
    `select array(select v::${column.sqlType} from jsonb_array_elements_text($1::jsonb) as v)`,
    [JSON.stringify(filter.values)],
  );
}
