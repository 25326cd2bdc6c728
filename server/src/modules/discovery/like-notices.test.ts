import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema/messages.ts';
import { outboxJobs } from '../../db/schema/platform.ts';
import { testDbKind } from '../../test/database.ts';
import { createCompany, createUser } from '../../test/factories.ts';
import { filledBeforeAll, suiteTestApp } from '../../test/suite.ts';

type User = Awaited<ReturnType<typeof createUser>>;

describe(`the owner hears of a person's like once a day, on ${testDbKind}`, () => {
  const t = suiteTestApp();
  const owner = filledBeforeAll(() => createUser(t, { firstName: 'Olga', lastName: 'Owner' }));
  const ana = filledBeforeAll(() => createUser(t, { firstName: 'Ana', lastName: 'Lima' }));
  const ben = filledBeforeAll(() => createUser(t, { firstName: 'Ben', lastName: 'Okafor' }));
  let companyId: string;
  beforeAll(async () => {
    companyId = (await createCompany(t, owner, { name: 'Daily Clinic' }))._id;
  });

  const react = async (reaction: 'like' | 'unlike', user: User) => {
    const res = await t.call('PUT', `/api/company/${reaction}/${companyId}`, undefined, user.token);
    expect(res.statusCode, res.body).toBe(200);
  };
  const likeNotices = async () =>
    (
      await t.database.db
        .select({ title: messages.title })
        .from(messages)
        .where(and(eq(messages.userId, owner.id), eq(messages.type, 'company')))
    )
      .map((m) => m.title)
      .sort();

  it('like, unlike and like again tell the owner once; another person is told apart', async () => {
    await react('like', ana);
    await react('unlike', ana);
    await react('like', ana);
    await react('unlike', ana);
    await react('like', ana);
    await react('like', ben);

    expect(await likeNotices()).toEqual([
      'Ana Lima liked Daily Clinic',
      'Ben Okafor liked Daily Clinic',
    ]);
  });

  it('concurrent likes after an unlike still tell the owner at most once', async () => {
    await react('unlike', ben);
    await Promise.all([react('like', ben), react('like', ben), react('like', ben)]);
    expect(await likeNotices()).toHaveLength(2);
  });

  it('a like on a later day tells the owner again', async () => {
    // Yesterday's mark stands for the like of an earlier day.
    await t.database.db
      .update(outboxJobs)
      .set({ idempotencyKey: `like-notice:${companyId}:${ana.id}:2000-01-01` })
      .where(like(outboxJobs.idempotencyKey, `like-notice:${companyId}:${ana.id}:%`));
    await react('unlike', ana);
    await react('like', ana);

    expect(await likeNotices()).toEqual([
      'Ana Lima liked Daily Clinic',
      'Ana Lima liked Daily Clinic',
      'Ben Okafor liked Daily Clinic',
    ]);
  });
});
