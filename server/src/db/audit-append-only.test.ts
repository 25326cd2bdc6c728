import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit } from './schema/audit.ts';
import type { Database } from './connection.ts';
import { createTestDatabase, testDbKind } from '../test/database.ts';

describe(`the admin audit log is append-only, on ${testDbKind}`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('takes new rows and refuses to change, delete or truncate them', async () => {
    const { db } = database;
    const [row] = await db
      .insert(adminAudit)
      .values({ actorEmail: 'admin@example.com', action: 'user.edit' })
      .returning();
    const refused = async (run: () => Promise<unknown>) => {
      const err = await run().then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(String((err as { cause?: unknown })?.cause ?? err)).toMatch(/append-only/);
    };
    await refused(() => db.update(adminAudit).set({ action: 'changed' }));
    await refused(() => db.delete(adminAudit));
    await refused(() => db.execute(sql`TRUNCATE admin_audit`));
    const rows = await db.select().from(adminAudit);
    expect(rows).toEqual([row]);
  });
});
