import { type Column, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Rows of a table carried inside another statement's answer as JSON (a business's services,
 * closures and reviews beside the business itself), so one statement reads what several would.
 * `rowJson` builds the object from the table's own columns, so none is missed; `rowFromJson`
 * reads it back into the row drizzle would have answered.
 */
const known = new WeakMap<PgTable, [string, Column][]>();
function columnsOf(table: PgTable): [string, Column][] {
  let columns = known.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table)) as [string, Column][];
    known.set(table, columns);
  }
  return columns;
}

/**
 * `json_build_object` of every column of `table` as `alias` names it. Numerics go as text, so
 * "80.50" stays as the driver reads it.
 */
export function rowJson(table: PgTable, alias: string): SQL {
  const pairs = columnsOf(table).map(
    ([, c]) => `'${c.name}', ${alias}.${c.name}${c.columnType === 'PgNumeric' ? '::text' : ''}`,
  );
  return sql.raw(`json_build_object(${pairs.join(', ')})`);
}

/** A row of `table` from the object rowJson built (a timestamp becomes a Date again). */
export function rowFromJson<T>(table: PgTable, json: Record<string, unknown>): T {
  const row: Record<string, unknown> = {};
  for (const [key, column] of columnsOf(table)) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T;
}

/** A json column's value: parsed by the driver, or text a driver left unparsed. */
export const jsonValue = <T>(value: unknown): T =>
  (typeof value === 'string' ? JSON.parse(value) : value) as T;
