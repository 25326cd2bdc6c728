import { resolve } from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './connection.ts';

const migrationsFolder = resolve(import.meta.dirname, 'migrations');

/** Applies the committed SQL migrations once; concurrent instances wait on a lock. */
export async function runMigrations(database: Database): Promise<void> {
  await database.withMigrationLock(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: both migrators take their own driver's type; Db is their common base.
    const db = database.db as any;
    if (database.kind === 'pglite') await migratePglite(db, { migrationsFolder });
    else await migratePg(db, { migrationsFolder });
  });
}
