import { desc } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { devMails, devTexts } from '../../db/schema/platform.ts';

export function listDevMails(db: Db) {
  return db.select().from(devMails).orderBy(desc(devMails.createdAt), desc(devMails.id)).limit(200);
}

export function listDevTexts(db: Db) {
  return db.select().from(devTexts).orderBy(desc(devTexts.createdAt), desc(devTexts.id)).limit(200);
}
