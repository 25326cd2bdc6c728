import { eq } from 'drizzle-orm';
import type { ProfileInput } from '@slotmap/domain/accounts';
import type { Db } from '../../db/connection.ts';
import { profiles, users } from '../../db/schema/accounts.ts';

/** Creates or updates the caller's profile; names and phone sent here also update the user. */
export async function saveProfile(
  db: Db,
  userId: string,
  input: ProfileInput,
): Promise<{ created: boolean }> {
  const { firstName, lastName, phone, birthday, ...rest } = input;
  return db.transaction(async (tx) => {
    const userPatch = Object.fromEntries(
      Object.entries({ firstName, lastName, phone }).filter(([, v]) => v !== undefined),
    );
    if (Object.keys(userPatch).length > 0)
      await tx.update(users).set(userPatch).where(eq(users.id, userId));
    const fields = {
      ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)),
      ...(phone !== undefined ? { phone } : {}),
      ...(birthday !== undefined ? { birthday: birthday === '' ? null : birthday } : {}),
    };
    const [existing] = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.userId, userId));
    if (existing) {
      await tx
        .update(profiles)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(profiles.id, existing.id));
      return { created: false };
    }
    await tx
      .insert(profiles)
      .values({ userId, ...fields })
      .onConflictDoNothing({ target: profiles.userId });
    return { created: true };
  });
}
