import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { passwordResets, profiles, users } from '../../db/schema/accounts.ts';
import { messages } from '../../db/schema/messages.ts';
import { expectErrors, loginStatus } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { createUser } from '../../test/factories.ts';
import { suiteTestApp } from '../../test/suite.ts';

describe(`profiles on ${testDbKind}`, () => {
  const t = suiteTestApp();

  it('answers 404 for GET /api/profile/me before a profile exists', async () => {
    const u = await createUser(t);
    const res = await t.call('GET', '/api/profile/me', undefined, u.token);
    expectErrors(res, 404, [{ msg: 'There is no profile for this user' }]);
  });

  it('creates the profile (201), then updates it (200), names and phone reaching the user', async () => {
    const u = await createUser(t, { firstName: 'Ivy', lastName: 'Stone' });
    const created = await t.call(
      'POST',
      '/api/profile',
      { prefix: 'Dr', birthday: '1990-05-01', bio: 'Physiotherapist' },
      u.token,
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      _id: expect.any(String),
      user: { _id: u.id, firstName: 'Ivy', lastName: 'Stone', avatar: null },
      prefix: 'Dr',
      suffix: '',
      birthday: '1990-05-01',
      phone: '',
      bio: 'Physiotherapist',
    });

    const updated = await t.call(
      'POST',
      '/api/profile',
      { firstName: 'Iris', lastName: 'Stoner', phone: '4165559876', suffix: 'PhD' },
      u.token,
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({
      _id: created.json()._id,
      user: { _id: u.id, firstName: 'Iris', lastName: 'Stoner', avatar: null },
      prefix: 'Dr',
      suffix: 'PhD',
      birthday: '1990-05-01',
      phone: '4165559876',
      bio: 'Physiotherapist',
    });

    const me = await t.call('GET', '/api/profile/me', undefined, u.token);
    expect(me.json()).toEqual(updated.json());
    const account = await t.call('GET', '/api/auth', undefined, u.token);
    expect(account.json()).toMatchObject({
      firstName: 'Iris',
      lastName: 'Stoner',
      phone: '4165559876',
      email: u.email,
    });

    // An empty birthday clears it.
    const cleared = await t.call('POST', '/api/profile', { birthday: '' }, u.token);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().birthday).toBeNull();
  });

  it('lists profiles publicly with prefix, suffix and name only: no phone, birthday, e-mail or bio', async () => {
    const u = await createUser(t, { firstName: 'Quinn', lastName: 'Listed', phone: '6135550177' });
    await t.call(
      'POST',
      '/api/profile',
      { prefix: 'Dr', suffix: 'MD', birthday: '1971-03-14', phone: '6135550177', bio: 'Private' },
      u.token,
    );
    // Anyone, signed in or not, gets the same public card.
    const viewer = await createUser(t);
    for (const token of [undefined, viewer.token]) {
      const res = await t.call('GET', '/api/profile', undefined, token);
      expect(res.statusCode).toBe(200);
      const list = res.json() as { _id: string; user: { _id: string } }[];
      const mine = list.find((p) => p.user._id === u.id);
      expect(mine).toEqual({
        _id: expect.any(String),
        user: { _id: u.id, firstName: 'Quinn', lastName: 'Listed' },
        prefix: 'Dr',
        suffix: 'MD',
      });
      for (const p of list) {
        expect(Object.keys(p).sort()).toEqual(['_id', 'prefix', 'suffix', 'user']);
        expect(Object.keys(p.user).sort()).toEqual(['_id', 'firstName', 'lastName']);
      }
      for (const secret of [u.email, '6135550177', '1971-03-14', 'Private', '"email"', '"phone"'])
        expect(res.body).not.toContain(secret);
    }
  });

  const rejected: [string, Record<string, unknown>, { msg: string; param: string }[]][] = [
    [
      'a first name with a digit',
      { firstName: 'Iv4' },
      [
        {
          msg: 'First name may only contain letters, spaces, hyphens and apostrophes',
          param: 'firstName',
        },
      ],
    ],
    [
      'a last name with a slash',
      { lastName: 'Van/Dyke' },
      [
        {
          msg: 'Last name may only contain letters, spaces, hyphens and apostrophes',
          param: 'lastName',
        },
      ],
    ],
    [
      'a first name of 51 letters',
      { firstName: 'f'.repeat(51) },
      [{ msg: 'First name must be at most 50 characters', param: 'firstName' }],
    ],
    [
      'a last name of 51 letters',
      { lastName: 'l'.repeat(51) },
      [{ msg: 'Last name must be at most 50 characters', param: 'lastName' }],
    ],
    [
      'a 9-digit phone',
      { phone: '416555987' },
      [{ msg: 'Phone must be exactly 10 digits', param: 'phone' }],
    ],
    [
      'an 11-digit phone',
      { phone: '14165559876' },
      [{ msg: 'Phone must be exactly 10 digits', param: 'phone' }],
    ],
    [
      'a phone with a letter',
      { phone: '416555987x' },
      [{ msg: 'Phone may only contain digits', param: 'phone' }],
    ],
    [
      'a birthday that is not a date',
      { birthday: '01/05/1990' },
      [{ msg: 'Birthday must be a date (YYYY-MM-DD)', param: 'birthday' }],
    ],
    [
      'a prefix of 51 characters',
      { prefix: 'p'.repeat(51) },
      [{ msg: 'Prefix must be at most 50 characters', param: 'prefix' }],
    ],
    [
      'a suffix of 51 characters',
      { suffix: 's'.repeat(51) },
      [{ msg: 'Suffix must be at most 50 characters', param: 'suffix' }],
    ],
    [
      'a bio of 1001 characters',
      { bio: 'b'.repeat(1001) },
      [{ msg: 'Bio must be at most 1000 characters', param: 'bio' }],
    ],
  ];

  describe('rejected updates', () => {
    let u: Awaited<ReturnType<typeof createUser>>;
    let profileBefore: unknown;
    let accountBefore: unknown;
    beforeAll(async () => {
      u = await createUser(t, { firstName: 'Kept', lastName: 'Same', phone: '9055550123' });
      await t.call(
        'POST',
        '/api/profile',
        { prefix: 'Ms', phone: '9055550123', bio: 'Kept' },
        u.token,
      );
      profileBefore = (await t.call('GET', '/api/profile/me', undefined, u.token)).json();
      accountBefore = (await t.call('GET', '/api/auth', undefined, u.token)).json();
    });

    it.each(rejected)('refuses %s and changes nothing', async (_name, change, errors) => {
      // A valid field alongside the broken one must not be saved either.
      const res = await t.call('POST', '/api/profile', { bio: 'Changed', ...change }, u.token);
      expectErrors(res, 400, errors);
      expect((await t.call('GET', '/api/profile/me', undefined, u.token)).json()).toEqual(
        profileBefore,
      );
      expect((await t.call('GET', '/api/auth', undefined, u.token)).json()).toEqual(accountBefore);
    });
  });

  it('accepts the limits: 50-letter names, exactly 10 digits, a 1000-character bio', async () => {
    const u = await createUser(t);
    const res = await t.call(
      'POST',
      '/api/profile',
      {
        firstName: 'F'.repeat(50),
        lastName: 'L'.repeat(50),
        phone: '0123456789',
        bio: 'b'.repeat(1000),
      },
      u.token,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().user.firstName).toBe('F'.repeat(50));
  });

  it('DELETE /api/profile removes the user and their rows; the e-mail can register again', async () => {
    const u = await createUser(t);
    await t.call('POST', '/api/profile', { bio: 'Soon gone' }, u.token);
    await t.call('POST', '/api/messages', { title: 'Note to self' }, u.token);
    await t.call('POST', '/api/auth/reset', { email: u.email });
    await t.app.outbox.runOnce();
    const rowsOf = async () => {
      const db = t.database.db;
      const [p] = await db.select({ n: count() }).from(profiles).where(eq(profiles.userId, u.id));
      const [m] = await db.select({ n: count() }).from(messages).where(eq(messages.userId, u.id));
      const [r] = await db
        .select({ n: count() })
        .from(passwordResets)
        .where(eq(passwordResets.userId, u.id));
      const [us] = await db.select({ n: count() }).from(users).where(eq(users.id, u.id));
      return { profiles: p.n, messages: m.n, passwordResets: r.n, users: us.n };
    };
    expect(await rowsOf()).toEqual({ profiles: 1, messages: 2, passwordResets: 1, users: 1 });

    const res = await t.call('DELETE', '/api/profile', undefined, u.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: 'User deleted' });
    expect(await rowsOf()).toEqual({ profiles: 0, messages: 0, passwordResets: 0, users: 0 });

    const list = await t.call('GET', '/api/profile');
    expect(list.json().some((p: { user: { _id: string } }) => p.user._id === u.id)).toBe(false);
    expect(await loginStatus(t, u.email, u.password)).toBe(400);

    const again = await t.call('POST', '/api/users', {
      firstName: 'Back',
      lastName: 'Again',
      email: u.email,
      phone: '4165550100',
      password: 'another1',
    });
    expect(again.statusCode).toBe(201);
    expect(await loginStatus(t, u.email, 'another1')).toBe(200);
  });
});
