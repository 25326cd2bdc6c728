import { deflateSync } from 'node:zlib';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './axe.ts';
import { waitForMail } from './mail.ts';

// Booking, end to end: a visitor picks a time, registers, comes back with the time still chosen,
// answers the intake questions with an image, books; both sides get the confirmation mail with a
// calendar invitation over SMTP; the owner opens the booking from a notification; they exchange
// comments with an attachment; the customer cancels and the time is free again.

const stamp = `${Date.now()}`.slice(-6);
const password = 'booking-pass1';

/** A real 2×2 PNG, written byte by byte, for the upload widget. */
function png(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    // Length, type and data, CRC: nothing after it, or no browser decodes the image.
    const out = Buffer.alloc(8 + body.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.from([0, 0, 0, 2, 0, 0, 0, 2, 8, 2, 0, 0, 0]);
  // Two rows, each a filter byte and two RGB pixels: red, blue; green, yellow.
  const rows = Buffer.from([0, 255, 0, 0, 0, 0, 255, 0, 0, 255, 0, 255, 255, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const image = { name: 'knee.png', mimeType: 'image/png', buffer: png() };

/**
 * An image the browser really loaded: uploads are served only at signed addresses (decision 025),
 * and a refused one leaves the <img> on the page, visible but broken (no natural width).
 */
async function expectLoaded(img: Locator) {
  await expect(img).toBeVisible();
  await expect
    .poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
}

function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label}( \\*)?$`)).first();
}

async function registerOwner(request: APIRequestContext) {
  const email = `owner-${stamp}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const res = await request.post('/api/users', {
    data: { firstName: 'Oscar', lastName: 'Owner', email, phone: '9025550100', password },
  });
  expect(res.status()).toBe(201);
  return { email, token: (await res.json()).token as string };
}

test.describe('booking', () => {
  test('pick a slot, register, book with an intake image, comment, cancel', async ({
    page,
    browser,
    request,
  }) => {
    const owner = await registerOwner(request);
    const name = `Harbour Physio ${stamp}`;
    const created = await request.post('/api/company', {
      headers: { 'x-auth-token': owner.token },
      data: {
        name,
        description: 'Sports injuries and rehab',
        email: `harbour-${stamp}@example.com`,
        phone: '9025550111',
        category: 'Athletic Therapy',
        subcategory: 'Rehabilitation',
        street_address: '1 Water St',
        city: 'Halifax',
        province: 'NS',
        country: 'Canada',
        postal: 'B3J 1A1',
        lat: 44.6488,
        lng: -63.5752,
        services: [
          {
            name: 'Knee assessment',
            description: 'A first look at your knee',
            price: '95',
            service_duration: 45,
            book_online: true,
            intakeForm: [
              { field_label: 'What happened?', field_type: 'text', is_required: true },
              { field_label: 'Photo of the knee', field_type: 'file', is_required: false },
            ],
          },
        ],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const company = await created.json();
    const customerEmail = `cara-${stamp}-${Math.random().toString(36).slice(2, 7)}@example.com`;

    let slotLabel = '';
    let dateLabel = '';
    await test.step('a visitor picks a date and a time', async () => {
      await page.goto(`/company/${company._id}`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      const dates = page.getByRole('group', { name: /^Dates in / }).getByRole('button');
      // The month's last day with times: later than today whenever one is left in the month (today's
      // times may all have passed, and late on the month's second-last day only its last is shown).
      const date = dates.last();
      dateLabel = (await date.getAttribute('aria-label')) ?? '';
      await date.click();
      const slot = page.getByRole('button', { name: /^\d{1,2}:\d{2} (AM|PM)$/ }).first();
      slotLabel = (await slot.textContent()) ?? '';
      await slot.click();
      await expect(page.getByText('45 minutes').first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Book Now' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Registration' }).click();
    });

    await test.step('registers and comes back with the time still chosen', async () => {
      await page.getByRole('link', { name: /Personal/ }).click();
      await field(page, 'First Name').fill('Cara');
      await field(page, 'Last Name').fill('Customer');
      await field(page, 'Email').fill(customerEmail);
      await field(page, 'Phone').fill('9025550122');
      await field(page, 'Password').fill(password);
      await field(page, 'Confirm Password').fill(password);
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await expect(page).toHaveURL(new RegExp(`/company/${company._id}$`));
      await expect(page.getByRole('button', { name: dateLabel })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(page.getByRole('button', { name: slotLabel, exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });

    let bookingPath = '';
    await test.step('answers the intake questions with an image and books', async () => {
      await field(page, 'What happened\\?').fill('Twisted it playing soccer');
      await page.locator('input[type="file"]').first().setInputFiles(image);
      await expectLoaded(page.getByRole('img', { name: 'Attached image 1' }));
      await page.getByRole('button', { name: 'Book Now' }).click();
      await expect(page.getByText('Booking Created')).toBeVisible();
      await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}$/);
      bookingPath = new URL(page.url()).pathname;
      await expect(page.getByText('Knee assessment').first()).toBeVisible();
      await expect(page.getByText('Twisted it playing soccer')).toBeVisible();
      await expectLoaded(
        page
          .getByRole('main')
          .getByRole('link', { name: /^Photo of the knee 1/ })
          .locator('img'),
      );
    });

    await test.step('both sides got the confirmation with a calendar invitation', async () => {
      for (const [to, subject] of [
        [customerEmail, /^Booking confirmed: Knee assessment/],
        [owner.email, /^New booking: Knee assessment/],
      ] as const) {
        const mail = await waitForMail(to, subject);
        const invite = mail.attachments.find((a) => a.filename === 'invite.ics');
        const ics = invite?.content.toString('utf8').replace(/\r\n[ \t]/g, '') ?? '';
        expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
        expect(ics).toContain('METHOD:REQUEST');
        expect(ics).toContain(`UID:${bookingPath.split('/').at(-1)}@slotmap`);
        expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z/);
        expect(ics).toMatch(/END:VCALENDAR\r\n$/);
      }
    });

    await test.step('the customer comments with an attachment', async () => {
      await page
        .getByPlaceholder('Write a message to the other party')
        .fill('Should I bring my brace?');
      await page.locator('input[type="file"]').last().setInputFiles(image);
      await expectLoaded(page.getByRole('img', { name: 'Attached image 1' }));
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByText('Booking Comment Added')).toBeVisible();
      await expect(page.getByRole('main').getByText('Should I bring my brace?')).toBeVisible();
    });

    await test.step('the owner opens it from a notification and replies', async () => {
      const ownerContext = await browser.newContext();
      const ownerPage = await ownerContext.newPage();
      await ownerPage.goto('/login');
      await field(ownerPage, 'Email').fill(owner.email);
      await field(ownerPage, 'Password').fill(password);
      await ownerPage.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(ownerPage).toHaveURL(/\/dashboard$/);
      // The address changes before the dashboard is on screen; the list closes when it arrives.
      await expect(ownerPage.getByRole('heading', { name: /^Hello, Oscar Owner/ })).toBeVisible();
      await ownerPage
        .getByRole('banner')
        .getByRole('button', { name: /^Notifications/ })
        .click();
      await ownerPage
        .getByRole('dialog')
        .getByRole('button', { name: /^New booking: Cara Customer/ })
        .click();
      await ownerPage.getByRole('link', { name: 'Open booking' }).first().click();
      await expect(ownerPage).toHaveURL(new RegExp(`${bookingPath}$`));
      // The page, not the notification list (which closes as the page opens).
      const main = ownerPage.getByRole('main');
      await expect(main.getByText('Should I bring my brace?')).toBeVisible();
      await expect(main.getByRole('link', { name: /^Attachment 1/ })).toBeVisible();
      // The owner is handed addresses of their own for the customer's images.
      await expectLoaded(main.getByRole('link', { name: /^Attachment 1/ }).locator('img'));
      await expectLoaded(main.getByRole('link', { name: /^Photo of the knee 1/ }).locator('img'));
      await expect(ownerPage.getByRole('dialog')).toHaveCount(0);
      await ownerPage
        .getByPlaceholder('Write a message to the other party')
        .fill('Yes please, see you then.');
      await ownerPage.getByRole('button', { name: 'Send' }).click();
      await expect(ownerPage.getByText('Booking Comment Added')).toBeVisible();
      await ownerContext.close();
    });

    await test.step('the customer cancels with a reason; the time is free again', async () => {
      await page.reload();
      await expect(page.getByRole('main').getByText('Yes please, see you then.')).toBeVisible();
      await page.getByRole('button', { name: 'Delete Appointment' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete Appointment' });
      await dialog.getByRole('button', { name: 'Delete Appointment' }).click();
      await expect(dialog.getByText('Please enter the reason')).toBeVisible();
      await dialog.getByPlaceholder('Please enter the reason').fill('The knee feels better');
      await dialog.getByRole('button', { name: 'Delete Appointment' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByText('Booking Canceled')).toBeVisible();
      await waitForMail(owner.email, /^Cancelled: Knee assessment/);

      await page.goto(`/company/${company._id}`);
      await page.getByRole('button', { name: dateLabel }).click();
      await expect(page.getByRole('button', { name: slotLabel, exact: true })).toBeEnabled();
    });
  });
});
