import { type Column, Param, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './connection.ts';

/** What drizzle's `.prepare(name)` answers: a statement whose values are `sql.placeholder`s. */
interface Statement {
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

/** Drizzle's prepared statements keep the connection they run on (the pool, a transaction's). */
type Bound = { client: unknown };

const clientOf = (db: Db): unknown => (db._.session as unknown as Bound).client;

/**
 * One statement per driver (node-postgres and PGlite prepare differently), made on first use and
 * then rebound to the connection of the moment: a copy whose `client` is another connection runs
 * on that one.
 */
function reused<S extends Statement>(name: string, make: (db: Db) => S): (db: Db) => S {
  const byDriver = new Map<unknown, S>();
  return (db) => {
    const driver = db._.session.constructor;
    let statement = byDriver.get(driver);
    if (!statement) {
      statement = make(db);
      if (!('client' in statement)) throw new Error(`statement ${name}: no connection to rebind`);
      byDriver.set(driver, statement);
    }
    const client = clientOf(db);
    return (statement as S & Bound).client === client
      ? statement
      : (Object.create(statement, { client: { value: client } }) as S);
  };
}

/**
 * A statement built once and then only run (decision 064). Drizzle writes a statement's SQL anew
 * on every call, and on the booking path that cost the server more than sending the statement and
 * reading its answer; built once, only its values are new each time. On PostgreSQL it is also a
 * named statement, so each connection parses and plans it once.
 *
 * `build` answers a query whose varying values are `sql.placeholder`s: never a value baked in, and
 * no column default computed in JavaScript (an id), as the first call's would be every call's. The
 * answer runs the statement on the connection of the `db` it is given: inside a transaction, as
 * part of that transaction.
 */
export function prepared<S extends Statement>(
  name: string,
  build: (db: Db) => { prepare(name: string): S },
  { planEachTime = false } = {},
): (db: Db) => S {
  // Drizzle's node-postgres statement without a name is PostgreSQL's unnamed one, planned anew.
  return reused(name, (db) => build(db).prepare(planEachTime ? (undefined as never) : name));
}

/** A raw statement's answer: its rows as the driver reads them (read them with rowsOf). */
interface RawStatement {
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

const dialect = new PgDialect();

/**
 * As `prepared`, for a statement written in SQL (`sql` with `sql.placeholder`s in it). With
 * `planEachTime`, PostgreSQL plans it anew on every run, as an unnamed statement: for a statement
 * whose best plan depends on its values (a time range over a business's bookings), where one plan
 * made for any values could be the slow one. Only the building is saved then.
 */
export function preparedSql(
  name: string,
  build: () => SQL,
  { planEachTime = false } = {},
): (db: Db) => RawStatement {
  return reused(name, (db) =>
    db._.session.prepareQuery(
      dialect.sqlToQuery(build()),
      undefined,
      planEachTime ? undefined : name,
      false,
    ),
  );
}

/**
 * A placeholder compared with `column`, given as the column's own values (a Date for a timestamp):
 * drizzle converts a bare placeholder's value only where it is written into a column.
 */
export const placeholderOf = (column: Column, name: string) =>
  new Param(sql.placeholder(name), column);

/** A placeholder of the same name for each of `names`: the values of a prepared insert. */
export function placeholders<const K extends string>(
  names: readonly K[],
): { [P in K]: Placeholder<P> } {
  return Object.fromEntries(names.map((n) => [n, sql.placeholder(n)])) as {
    [P in K]: Placeholder<P>;
  };
}

/**
 * How a statement builder names its varying values: as placeholders, for the statement built
 * once and prepared, or bound to values, for the same statement explained or replayed (the
 * query-plan tests, the benchmarks' pgbench scripts). One builder, so both are the same SQL.
 */
export type Bind = (name: string) => SQL;

export const asPlaceholders: Bind = (name) => sql`${sql.placeholder(name)}`;

/** Each name bound to its value (an array stays one value: a PostgreSQL array). */
export const boundTo =
  (values: Record<string, unknown>): Bind =>
  (name) => {
    if (!(name in values)) throw new Error(`no value for ${name}`);
    return sql`${sql.param(values[name])}`;
  };

/**
 * `prepared` for a statement whose text depends on its shape (which filters a search has, how it
 * sorts): one statement per shape, built and named on first use. Shapes are few (a handful of
 * yes-or-no choices), so their statements are too.
 */
export function preparedShapes<K, S extends Statement>(
  name: string,
  build: (db: Db, shape: K) => { prepare(name: string): S },
  /** Whether a shape's statement is planned anew on every run (preparedSql's planEachTime). */
  planEachTime: (shape: K) => boolean = () => false,
): (db: Db, shape: K) => S {
  const byShape = new Map<string, (db: Db) => S>();
  return (db, shape) => {
    const key = JSON.stringify(shape);
    let statement = byShape.get(key);
    if (!statement) {
      statement = prepared(`${name}_${byShape.size}`, (d) => build(d, shape), {
        planEachTime: planEachTime(shape),
      });
      byShape.set(key, statement);
    }
    return statement(db);
  };
}
