import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { profiles, users } from '../../db/schema/accounts.ts';

const columns = {
  id: profiles.id,
  prefix: profiles.prefix,
  suffix: profiles.suffix,
  birthday: profiles.birthday,
  phone: profiles.phone,
  bio: profiles.bio,
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  avatar: users.avatar,
};

const withUser = (db: Db) =>
  db.select(columns).from(profiles).innerJoin(users, eq(users.id, profiles.userId));

export async function findProfile(db: Db, userId: string) {
  const [row] = await withUser(db).where(eq(profiles.userId, userId)).limit(1);
  return row;
}

/** The public list reads only what it shows: prefix, suffix and name (spec consumer §2). */
export function listProfiles(db: Db) {
  return db
    .select({
      id: profiles.id,
      prefix: profiles.prefix,
      suffix: profiles.suffix,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(profiles.id))
    .limit(500);
}
