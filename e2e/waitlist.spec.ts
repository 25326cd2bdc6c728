import { expect, test } from './axe.ts';
import { createClinic } from './clinics.ts';
import { chooseDate, logIn, registerPerson } from './people.ts';
import { waitForMail } from './mail.ts';

// Waitlist, end to end: A books the only morning time of a day; B sees that morning greyed and
// joins the waitlist for its weekday from it (the evenings the business never opens cannot be
// chosen), and the page then says B is on it; A cancels; the time is held for B, who is mailed a
// link, follows it and books the held time, while C is refused during the hold.

const stamp = `${Date.now()}`.slice(-6);
const password = 'waitlist-pass1';

test.describe('waitlist', () => {
  test('a freed morning is held for the person waiting, who books it from the mail; others wait', async ({
    page,
    request,
  }) => {
    const owner = await registerPerson(request, 'Wendy', 'Waitlist', password);
    const name = `Queen West Massage ${stamp}`;
    // 10:00 to 17:00 in two-hour times: 10:00 is the day's only morning time.
    const company = await createClinic(request, owner.token, {
      name,
      hours: { open: 600, close: 1020 },
      description: 'Two-hour deep tissue sessions',
      category: 'Massage Therapy',
      subcategory: 'Deep Tissue',
      service: {
        name: 'Deep tissue',
        description: 'Two hours',
        price: '150',
        service_duration: 120,
      },
    });
    const service = company.services[0];

    // A day two dates ahead in the list (today's times may have passed).
    const slots = await (
      await request.get(`/api/company/${company._id}/slots?service=${service._id}`)
    ).json();
    const day = slots.days[2].date as string;
    const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(`${day}T12:00:00Z`),
    );
    const booking = {
      company: company._id,
      service: service._id,
      start_date: day,
      start_time: 600,
    };

    const a = await registerPerson(request, 'Alma', 'Waitlist', password);
    const b = await registerPerson(request, 'Bruno', 'Waitlist', password);
    const c = await registerPerson(request, 'Carla', 'Waitlist', password);
    const aBooked = await request.post('/api/bookings', {
      headers: { 'x-auth-token': a.token },
      data: { ...booking, text: '', intakeForm: [] },
    });
    expect(aBooked.status(), await aBooked.text()).toBe(201);
    const aBooking = await aBooked.json();

    await test.step('B finds the morning taken and joins the waitlist from it', async () => {
      await logIn(page, b.email, password);
      await page.goto(`/company/${company._id}`);
      await chooseDate(page, day);
      const join = page.getByRole('button', {
        name: new RegExp(`^Join Waitlist for ${weekday} morning$`, 'i'),
      });
      await expect(join).toBeVisible();
      await join.click();
      const dialog = page.getByRole('dialog');
      await expect(
        dialog.getByRole('button', { name: new RegExp(`^${weekday} morning$`, 'i') }),
      ).toHaveAttribute('aria-pressed', 'true');
      // The business opens 10:00 to 17:00: no evening can ever free up.
      await expect(
        dialog.getByRole('button', { name: new RegExp(`^${weekday} evening, closed$`, 'i') }),
      ).toBeDisabled();
      const save = dialog.getByRole('button', { name: 'Save' });
      await dialog.getByRole('checkbox', { name: 'Email Me' }).check();
      await expect(save).toBeEnabled();
      await save.click();
      await expect(page.getByText('Waitlist saved')).toBeVisible();
      // Back on the page, the period says B is waiting for it, with a way to edit.
      await expect(join).toBeHidden();
      await expect(page.getByText("You're on the waitlist")).toBeVisible();
      await expect(
        page.getByRole('button', {
          name: new RegExp(`^Edit your waitlist for ${weekday} morning$`, 'i'),
        }),
      ).toBeVisible();
    });

    await test.step('A cancels; the time is held for B, who is mailed the link', async () => {
      const cancelled = await request.delete(`/api/bookings/${aBooking._id}`, {
        headers: { 'x-auth-token': a.token },
        data: { reason: 'Moving house' },
      });
      expect(cancelled.status(), await cancelled.text()).toBe(200);
    });

    const mail = await waitForMail(b.email, /time opened up/i);
    const link = /https?:\/\/\S+\?offer=[0-9a-f-]{36}/.exec(mail.text ?? '')?.[0];
    expect(link, mail.text).toBeDefined();
    expect(mail.text).toMatch(/held for you until/);

    await test.step('C is refused while the time is held for B', async () => {
      const refused = await request.post('/api/bookings', {
        headers: { 'x-auth-token': c.token },
        data: { ...booking, text: '', intakeForm: [] },
      });
      expect(refused.status()).toBe(409);
      expect((await refused.json()).errors[0].msg).toBe(
        'This time is being held for someone on the waitlist. Please choose another time.',
      );
    });

    await test.step('B follows the link and books the held time', async () => {
      const url = new URL(link as string);
      await page.goto(`${url.pathname}${url.search}`);
      await expect(page.getByText(/This time is held for you until/)).toBeVisible();
      await expect(page.getByRole('button', { name: '10:00 AM', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await page.getByRole('button', { name: 'Book Now' }).click();
      await expect(page.getByText('Booking Created')).toBeVisible();
      await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}$/);
    });

    await test.step('the morning is B’s now, and B waits no more for it', async () => {
      const again = await request.post('/api/bookings', {
        headers: { 'x-auth-token': c.token },
        data: { ...booking, text: '', intakeForm: [] },
      });
      expect(again.status()).toBe(409);
      const me = await (
        await request.get('/api/auth', { headers: { 'x-auth-token': b.token } })
      ).json();
      const waiting = await request.get(`/api/waitlist/user/${me._id}`, {
        headers: { 'x-auth-token': b.token },
      });
      expect(await waiting.json()).toEqual([]);
    });
  });
});
