import pg from 'pg';
import { fromPostgres } from '../db/connection.ts';
import { runMigrations } from '../db/migrate.ts';

export const TEMPLATE_DB = 'slotmap_test_template';

/**
 * On PostgreSQL (TEST_DATABASE_URL set), builds one migrated template database; each test file
 * then gets its own copy (CREATE DATABASE … TEMPLATE), which takes milliseconds.
 */
export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB}`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await admin.end();
  const database = fromPostgres(withDatabase(url, TEMPLATE_DB), 1);
  await runMigrations(database);
  await database.close();
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
