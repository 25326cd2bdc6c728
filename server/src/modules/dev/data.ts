import { desc } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { devMails } from '../../db/schema/platform.ts';

export function listDevMails(db: Db) {
  return db.select().from(devMails).orderBy(desc(devMails.createdAt), desc(devMails.id)).limit(200);
}
