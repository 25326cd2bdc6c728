import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../test/database.ts';
import { openPglite } from './connection.ts';

// The embedded database as `npm start` opens it in DATA_DIR; PostgreSQL runs skip it.
describe.runIf(testDbKind === 'pglite')('the embedded database in a data folder', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'slotmap-pglite-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is made on first start, complete, and runs with a small shared_buffers', async () => {
    const db = await openPglite(dataDir);
    try {
      expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
      expect(existsSync(join(dataDir, 'pglite.new'))).toBe(false);
      expect((await db.query('SHOW shared_buffers')).rows).toEqual([{ shared_buffers: '16MB' }]);
      await db.exec(
        `CREATE TABLE kept (note text); INSERT INTO kept VALUES ('from the first start')`,
      );
    } finally {
      await db.close();
    }
  }, 120_000);

  it('is opened again as it was left on the next start', async () => {
    const db = await openPglite(dataDir);
    try {
      expect((await db.query('SELECT note FROM kept')).rows).toEqual([
        { note: 'from the first start' },
      ]);
    } finally {
      await db.close();
    }
  }, 60_000);

  it('refuses a folder that holds files but no database, and leaves them be', async () => {
    const other = join(dataDir, 'other');
    mkdirSync(join(other, 'pglite'), { recursive: true });
    writeFileSync(join(other, 'pglite', 'notes.txt'), 'mine');
    await expect(openPglite(other)).rejects.toThrow(/holds files but no database/);
    expect(existsSync(join(other, 'pglite', 'notes.txt'))).toBe(true);
  });
});
