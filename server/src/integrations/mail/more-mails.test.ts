import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarConnections } from '../../db/schema/calendars.ts';
import { markReconnectNeeded } from '../../modules/calendars/reconnect.ts';
import { createBooking, NOW } from '../../test/booking-world.ts';
import { testDbKind } from '../../test/database.ts';
import { createAdmin, createUnclaimedCompany, createUser } from '../../test/factories.ts';
import { runOutbox } from '../../test/inbox.ts';
import { cancel, offerWorld, wait } from '../../test/offer-world.ts';
import { keep, type Mail, seen, to } from '../../test/mail-reading.ts';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp-server.ts';

/*
 * The mails that are not about a booking's own life, as the SMTP server received them (decision
 * 059): each in HTML and plain text from the one layout, with the facts its reader needs and one
 * button. With MAIL_HTML_DIR set, each HTML part is kept there to be looked at in a browser.
 */

/** Both parts contain each of `texts`; the HTML has a button (link) to `url`. */
function expectBoth(
  mail: Mail | undefined,
  texts: string[],
  button?: { label: string; url: string },
) {
  expect(mail, 'mail received').toBeTruthy();
  for (const part of [mail?.text ?? '', seen(mail?.html ?? '')])
    for (const t of texts) expect(part).toContain(t);
  if (button) {
    expect(mail?.text).toContain(`${button.label}: ${button.url}`);
    expect(mail?.html).toContain(`href="${button.url.replace(/&/g, '&amp;')}"`);
    expect(seen(mail?.html ?? '')).toContain(button.label);
  }
}

describe(`the account, waitlist, claim, listing and calendar mails, on ${testDbKind}`, () => {
  let smtp: TestSmtpServer;
  let world: Awaited<ReturnType<typeof offerWorld>>;
  const mailTo = (email: string, subject: string) =>
    smtp.received.find(
      (m) => to(m).includes(email.toLowerCase()) && m.subject?.startsWith(subject),
    );

  beforeAll(async () => {
    smtp = await startSmtpServer();
    world = await offerWorld(1, { smtpUrl: smtp.url });
    await runOutbox(world.w.t, 3);
  }, 120_000);
  afterAll(async () => {
    await world.w.t.close();
    await smtp.close();
  });

  it('confirms an e-mail address with the link as a button', async () => {
    const { w } = world;
    const newcomer = await createUser(w.t, { firstName: 'Nora' }, { unconfirmed: true });
    await runOutbox(w.t, 2);
    const mail = mailTo(newcomer.email, 'Confirm your e-mail address');
    keep('email-confirmation', mail, true);
    expect(mail?.subject).toBe('Confirm your e-mail address for Slotmap');
    const url = /Confirm my e-mail address: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(url).toMatch(/^http:\/\/slotmap\.test\/confirm-email\/[\w-]+\.[\w-]+\.[\w-]+$/);
    expectBoth(
      mail,
      ['Hi Nora,', newcomer.email, 'within a week', 'If you did not make a Slotmap account'],
      {
        label: 'Confirm my e-mail address',
        url,
      },
    );
  });

  it('resets a password with the link as a button', async () => {
    const { w } = world;
    const res = await w.t.call('POST', '/api/auth/reset', { email: w.customer.email });
    expect(res.statusCode, res.body).toBeLessThan(300);
    await runOutbox(w.t, 2);
    const mail = mailTo(w.customer.email, 'Reset your Slotmap password');
    keep('password-reset', mail, true);
    const url = /Choose a new password: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(url).toMatch(/^http:\/\/slotmap\.test\//);
    expectBoth(mail, ['Hi Cora,', w.customer.email, 'within one hour', 'If this was not you'], {
      label: 'Choose a new password',
      url,
    });
  });

  it('offers a freed time from the waitlist with its facts and the button to it', async () => {
    const {
      w,
      people: [waiter],
    } = world;
    w.clock.now = NOW;
    // Waiter A waits for Wednesdays' mornings; Cora's 10:00 on Wednesday 2 December is freed.
    await wait(w, waiter, 'Wednesday', 'morning');
    const booking = await createBooking(w, { start_time: 600 });
    expect((await cancel(w, w.customer, booking._id)).statusCode).toBe(200);
    await runOutbox(w.t, 3);
    const mail = mailTo(waiter.email, 'A time opened up');
    keep('waitlist-offer', mail, true);
    expect(mail?.subject).toBe(`A time opened up at ${w.company.name}`);
    const url = /Book it or say no thanks: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(url).toMatch(new RegExp(`^http://slotmap\\.test/company/${w.company._id}\\?offer=`));
    expectBoth(
      mail,
      [
        'Hi WaiterA,',
        'Cleaning (30 minutes)',
        'Wednesday, December 2, 2026, 10:00 AM – 10:30 AM EST',
        '100 King St W',
        'Toronto, ON, M5X 1A9',
        '416-555-0199',
        'Nobody else can book it meanwhile.',
      ],
      { label: 'Book it or say no thanks', url },
    );
    expect(mail?.text).toContain('Open the map: https://www.openstreetmap.org/?mlat=43.64870');
  });

  it('tells the claimant the business is theirs, with the button to manage it', async () => {
    const { w } = world;
    const company = await createUnclaimedCompany(w.t, { name: 'Harbour Yoga' });
    const claimant = await createUser(w.t, { firstName: 'Clara' });
    const claim = await w.t.call('POST', '/api/claim', { company: company._id }, claimant.token);
    expect(claim.statusCode, claim.body).toBe(201);
    const admin = await createAdmin(w.t);
    const res = await w.t.call('PUT', '/api/claim/transfer', { id: claim.json()._id }, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    await runOutbox(w.t, 3);
    const mail = mailTo(claimant.email, 'Harbour Yoga is now yours');
    keep('claim-transfer', mail, true);
    expectBoth(
      mail,
      ['Hi Clara,', 'Your claim of Harbour Yoga was accepted', 'Business Manager', 'Harbour Yoga'],
      {
        label: 'Manage your business',
        url: `http://slotmap.test/business/service/${company._id}`,
      },
    );
    expect(mail?.text).toContain('Open the map: https://www.openstreetmap.org/');
  });

  it('sends the receipt of a feature listing', async () => {
    const { w } = world;
    const intent = await w.t.call(
      'POST',
      '/api/feature/create-payment-intent',
      { companyID: w.company._id, plan: '1m' },
      w.owner.token,
    );
    expect(intent.statusCode, intent.body).toBe(201);
    const paid = await w.t.call(
      'POST',
      '/api/feature/stripe/charge',
      {
        id: intent.json().paymentIntentId,
        companyID: w.company._id,
        plan: '1m',
        card: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' },
      },
      w.owner.token,
    );
    expect(paid.statusCode, paid.body).toBe(200);
    await runOutbox(w.t, 3);
    const mail = mailTo(w.owner.email, 'Receipt: feature listing');
    keep('listing-receipt', mail, true);
    const [plan] = paid.json().plan ? [paid.json().plan] : [];
    expectBoth(mail, [
      'Hi Olga,',
      `${w.company.name} is a featured business from Dec 01, 2026 to Jan 01, 2027`,
      'Feature listing, 1 Month',
      '$10.00 (USD)',
      'Dec 01, 2026 – Jan 01, 2027',
      'Test mode — no card was charged',
      `Sent by Slotmap for ${w.company.name}.`,
    ]);
    expect(mail?.text).toContain(`Receipt number: ${plan?._id}`);
  });

  it('asks to connect a calendar again, with the button to where it is done', async () => {
    const { w } = world;
    const [connection] = await w.t.database.db
      .insert(calendarConnections)
      .values({
        companyId: w.company._id,
        provider: 'caldav',
        accountName: 'olga',
        calendar: 'https://dav.example.com/olga/bookings/',
        secret: 'sealed',
      })
      .returning();
    await markReconnectNeeded(
      w.t.database.db,
      connection.id,
      'The server refused the user name or password',
      w.clock.now,
      'http://slotmap.test',
    );
    await runOutbox(w.t, 3);
    const mail = mailTo(w.owner.email, `${w.company.name}: connect your calendar again`);
    keep('calendar-reconnect', mail, true);
    expectBoth(
      mail,
      [
        'Hi Olga,',
        `${w.company.name}’s booking calendar refused Slotmap’s sign-in`,
        'olga (CalDAV)',
        'The server refused the user name or password',
        'on the Booking Calendars tab',
      ],
      {
        label: 'Connect it again',
        url: `http://slotmap.test/business/service/${w.company._id}`,
      },
    );
  });
});
