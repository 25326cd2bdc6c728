import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { users } from '../db/schema/accounts.ts';
import { registerUser } from '../modules/accounts/mutations.ts';
import { seedCompanies } from './companies.ts';
import { seedReviews } from './reviews.ts';
import { seedUpcoming } from './upcoming.ts';
import { fillFreeDays } from '../modules/availability/mutations.ts';

export interface DemoAccount {
  role: string;
  email: string;
  password: string;
}

const DEMO = [
  {
    role: 'customer',
    firstName: 'Casey',
    lastName: 'Customer',
    email: 'customer@slotmap.demo',
    phone: '4165550101',
  },
  {
    role: 'business owner',
    firstName: 'Olivia',
    lastName: 'Owner',
    email: 'owner@slotmap.demo',
    phone: '6045550102',
  },
  {
    role: 'admin',
    firstName: 'Adam',
    lastName: 'Admin',
    email: 'admin@slotmap.demo',
    phone: '5145550103',
  },
];

/** Held while seeding, so two instances starting on one empty database do not both seed it. */
const SEED_LOCK = 7270402;

/**
 * On an empty database, creates the demo customer, owner and admin with fresh random passwords,
 * and the demo businesses, in one transaction: a start that fails half-way leaves the database
 * empty, and the next start seeds it again. Only once it has committed are the accounts written
 * to DATA_DIR/demo-accounts.txt and returned for the caller to print once.
 */
export async function seedDemo(db: Db, dataDir: string): Promise<DemoAccount[]> {
  const accounts = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    const [{ n }] = await tx.select({ n: count() }).from(users);
    if (n > 0) return [];
    const created: DemoAccount[] = [];
    let ownerId = '';
    let customerId = '';
    for (const d of DEMO) {
      const password = `demo-${randomBytes(6).toString('base64url')}`;
      const user = await registerUser(tx, { ...d, password }, { confirmed: true });
      if (d.role === 'admin')
        await tx.update(users).set({ isAdmin: true }).where(eq(users.id, user.id));
      if (d.role === 'business owner') ownerId = user.id;
      if (d.role === 'customer') customerId = user.id;
      created.push({ role: d.role, email: d.email, password });
    }
    // Businesses across Canada and the US, several of them the demo business owner's.
    await seedCompanies(tx, ownerId);
    // Past visits with reviews: the customer's own, and other people's that give cards stars.
    await seedReviews(tx, customerId, ownerId);
    // An upcoming visit with its reminders, a liked business and a waitlist entry.
    await seedUpcoming(tx, customerId, ownerId);
    // Last, from everything above: each online business's free times (decision 060).
    await fillFreeDays(tx, new Date());
    return created;
  });
  if (accounts.length === 0) return [];
  const lines = accounts.map((a) => `${a.role.padEnd(15)} ${a.email.padEnd(24)} ${a.password}`);
  writeFileSync(join(dataDir, 'demo-accounts.txt'), `${lines.join('\n')}\n`, { mode: 0o600 });
  return accounts;
}
