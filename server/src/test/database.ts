import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, fromPglite, fromPostgres, pgliteExtensions } from '../db/connection.ts';
import { TEMPLATE_DB, withDatabase } from './global-setup.ts';

export const testDbKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

let pgliteTemplate: Blob | undefined;

/** The migrated data directory the global setup dumped, read once per test process. */
function template(): Blob {
  pgliteTemplate ??= new Blob([readFileSync(inject('pgliteTemplateFile'))]);
  return pgliteTemplate;
}

/** A fresh, migrated, empty database on the engine this run tests (PGlite, or PostgreSQL). */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    return fromPglite(
      await PGlite.create({ extensions: pgliteExtensions, loadDataDir: template() }),
    );
  }
  const name = `slotmap_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
  await admin.end();
  const database = fromPostgres(withDatabase(url, name), 20);
  return {
    ...database,
    async close() {
      await database.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
