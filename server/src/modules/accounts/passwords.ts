import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with its default cost: about 50 ms a hash here.
export const hashPassword = (password: string) => hash(password);

/** A fixed hash checked when no user matches, so a wrong e-mail costs as long as a wrong password. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | undefined, password: string) {
  if (!passwordHash) {
    dummyHash ??= hash('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
