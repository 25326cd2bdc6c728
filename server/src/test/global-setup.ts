import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPglite, fromPostgres, pgliteExtensions } from '../db/connection.ts';
import { runMigrations } from '../db/migrate.ts';

export const TEMPLATE_DB = 'slotmap_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated, empty PGlite data directory (PGlite runs only). */
    pgliteTemplateFile: string;
  }
}

/**
 * Builds the migrated, empty database every test starts from, once per run.
 * - PostgreSQL (TEST_DATABASE_URL set): a template database; each test database is a copy
 *   (CREATE DATABASE … TEMPLATE), which takes milliseconds.
 * - PGlite: a dump of a migrated data directory; each test database loads it (under a second),
 *   where making a cluster and migrating it takes about five.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return pgliteTemplate(project);
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

async function pgliteTemplate(project: TestProject) {
  const client = await PGlite.create({ extensions: pgliteExtensions });
  await runMigrations(fromPglite(client));
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = mkdtempSync(join(tmpdir(), 'slotmap-pglite-template-'));
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplateFile', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
