import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { devTexts } from '../../db/schema/platform.ts';
import { waitlistEntries } from '../../db/schema/waitlists.ts';
import { testDbKind } from '../../test/database.ts';
import { NOW, type TestUser } from '../../test/booking-world.ts';
import {
  cancel,
  chainOf,
  mailsTo,
  messagesOf,
  seedBooking,
  suiteOfferWorld,
  wait,
} from '../../test/offer-world.ts';

describe(`a business deleted while people wait for it, on ${testDbKind}`, () => {
  const { w, people } = suiteOfferWorld(4);
  const [holder, waiting, texted, expired] = people;
  beforeAll(async () => {
    await wait(w, holder, 'Wednesday', 'morning');
    await wait(w, waiting, 'Wednesday', 'morning');
    await wait(w, waiting, 'Friday', 'afternoon');
    const byText = await wait(w, texted, 'Monday', 'morning', { byText: true });
    await w.t.database.db
      .update(waitlistEntries)
      .set({ notifyByEmail: false })
      .where(eq(waitlistEntries.id, byText.id));
    await wait(w, expired, 'Monday', 'morning', { expiresAt: new Date(NOW.getTime() - 60_000) });
  }, 120_000);

  it('tells everyone still waiting, once each, and the holder of a time which time it was', async () => {
    const freed = await seedBooking(w, w.stranger, '2026-12-02', 600);
    expect((await cancel(w, w.owner, freed)).statusCode).toBe(200);
    expect((await chainOf(w, freed)).map((o) => o.userId)).toEqual([holder.id]);

    const res = await w.t.call('DELETE', `/api/company/${w.company._id}`, undefined, w.owner.token);
    expect(res.statusCode).toBe(200);

    const title = `${w.company.name} has closed on Slotmap`;
    const closedMails = async (who: TestUser) =>
      (await mailsTo(w, who.email)).filter((m) => m.subject === title);
    const [held] = await closedMails(holder);
    expect(held.text).toContain('your place on its waitlist has ended');
    expect(held.text).toContain(
      'The time held for you (Wednesday, December 2, 2026, 10:00 AM – 10:30 AM EST) can no longer be booked.',
    );
    // Two cells, one notice.
    const [both, ...more] = await closedMails(waiting);
    expect(more).toEqual([]);
    expect(both.text).not.toContain('held for you');
    for (const who of [holder, waiting, texted])
      expect((await messagesOf(w, who.id, 'user')).map((m) => m.title)).toContain(title);
    // Text only, as chosen: a text message and the in-app notice, no mail.
    expect(await closedMails(texted)).toEqual([]);
    const [sms] = await w.t.database.db
      .select()
      .from(devTexts)
      .where(eq(devTexts.jobKey, `sms:waitlist-closed:${w.company._id}:${texted.id}`));
    expect(sms.body).toContain(`${w.company.name} has closed on Slotmap`);
    // Someone whose wait had already ended hears nothing.
    expect(await closedMails(expired)).toEqual([]);
    expect((await messagesOf(w, expired.id, 'user')).map((m) => m.title)).not.toContain(title);
    // The waitlist went with the business.
    expect(
      await w.t.database.db
        .select()
        .from(waitlistEntries)
        .where(eq(waitlistEntries.companyId, w.company._id)),
    ).toEqual([]);
  });
});
