import { type Column, getTableName, type SQL, sql } from 'drizzle-orm';

/** Rows of a raw `db.execute()` result: node-postgres and PGlite both answer with `{ rows }`. */
export function rowsOf(result: unknown): Record<string, unknown>[] {
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [];
}

/**
 * A column named with its table. Drizzle leaves the table out of a statement that reads one
 * table, so a subquery must name the outer statement's column this way, or it reads its own.
 */
export const qualified = (column: Column): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
