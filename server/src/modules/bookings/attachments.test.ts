import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BookingView } from '@slotmap/domain/booking-view';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { bookingComments, bookings } from '../../db/schema/bookings.ts';
import { expectErrors } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { createAdmin, createUser } from '../../test/factories.ts';
import { SIGNED_URL_WINDOW_SECONDS } from '../../integrations/uploads/signing.ts';
import { type Harness, imageFile, JPEG, PNG, upload } from '../../test/upload-kit.ts';
import {
  type BookingWorld,
  bookingBody,
  bookingWorld,
  NOW,
  type TestUser,
} from '../../test/booking-world.ts';

const SIGNED = /^\/api\/uploads\/[0-9a-f-]{36}\.(png|jpg)\?exp=\d+&sig=[\w-]{43}$/;
const plain = (url: string) => url.split('?')[0];
const query = (url: string) => url.slice(url.indexOf('?'));
const MSG_FOREIGN = 'Attachments must be images uploaded here';
const MSG_LINK = 'This image link is not valid or has expired';

describe(`images of a booking are private on ${testDbKind}`, () => {
  let w: BookingWorld;
  let h: Harness;
  let admin: TestUser;
  let booking: BookingView;
  /** The customer's intake photo and comment attachment, as the POST /uploads answers gave them. */
  let photo: string;
  let attachment: string;
  const dataDir = mkdtempSync(join(tmpdir(), 'slotmap-private-uploads-'));

  const imageOf = async (token: string, bytes = PNG) =>
    (await upload(h, token, imageFile(bytes))).json().url as string;
  const fetchImage = (url: string) => w.t.app.inject({ method: 'GET', url });
  const imagesIn = (view: BookingView) => [
    ...view.intakeForm.flatMap((a) => (a.field_type === 'file' ? [a.value as string] : [])),
    ...view.comments.flatMap((c) => c.attachments),
  ];

  beforeAll(async () => {
    w = await bookingWorld({ dataDir });
    h = { t: w.t, server: w.t.app, dataDir, close: async () => {} };
    admin = await createAdmin(w.t);
    photo = await imageOf(w.customer.token);
    attachment = await imageOf(w.customer.token, JPEG);
    const intakeForm = [
      { field_label: 'Reason for visit', field_type: 'text', value: 'Chipped tooth' },
      // The booking form sends back the signed address it showed as a thumbnail.
      { field_label: 'Photo', field_type: 'file', value: photo },
    ];
    const created = await w.t.call(
      'POST',
      '/api/bookings',
      bookingBody(w, { intakeForm }),
      w.customer.token,
    );
    expect(created.statusCode).toBe(201);
    booking = created.json();
    // A client that kept the plain address is served just the same.
    const commented = await w.t.call(
      'POST',
      `/api/bookings/comment/${booking._id}`,
      { text: 'From the other side', UploadImage: [plain(attachment)] },
      w.customer.token,
    );
    expect(commented.statusCode).toBe(201);
    // A new database, two uploads, a booking and a comment: more than one hook's usual time.
  }, 180_000);
  afterAll(async () => {
    await w?.t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores the plain address, whichever form was sent', async () => {
    const db = w.t.database.db;
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking._id));
    expect(row.intakeForm).toContainEqual({
      field_label: 'Photo',
      field_type: 'file',
      value: plain(photo),
    });
    const [comment] = await db
      .select()
      .from(bookingComments)
      .where(eq(bookingComments.bookingId, booking._id));
    expect(comment.attachments).toEqual([plain(attachment)]);
  });

  it('gives the customer, the owner and an admin addresses that open the images', async () => {
    for (const reader of [w.customer, w.owner, admin]) {
      const res = await w.t.call('GET', `/api/bookings/${booking._id}`, undefined, reader.token);
      expect(res.statusCode).toBe(200);
      const images = imagesIn(res.json());
      expect(images.map(plain)).toEqual([plain(photo), plain(attachment)]);
      for (const url of images) {
        expect(url).toMatch(SIGNED);
        const image = await fetchImage(url);
        expect(image.statusCode).toBe(200);
        expect(image.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
      }
    }
    // The appointment lists of each side carry working addresses too.
    const lists = [
      ['/api/bookings', w.customer],
      ['/api/bookings/future', w.customer],
      [`/api/bookings/future/${w.company._id}`, w.owner],
    ] as const;
    for (const [path, reader] of lists) {
      const list = (await w.t.call('GET', path, undefined, reader.token)).json() as BookingView[];
      const images = imagesIn(list.find((b) => b._id === booking._id) as BookingView);
      expect({ path, images: images.length }).toEqual({ path, images: 2 });
      for (const url of images) expect((await fetchImage(url)).statusCode).toBe(200);
    }
  });

  it('keeps the images from a stranger and a visitor, even with a signature of another file', async () => {
    expectErrors(
      await w.t.call('GET', `/api/bookings/${booking._id}`, undefined, w.stranger.token),
      404,
      [{ msg: 'Booking not found' }],
    );
    // The stranger's own upload comes with a valid signature, for that file only.
    const theirs = await imageOf(w.stranger.token);
    expect((await fetchImage(theirs)).statusCode).toBe(200);
    for (const target of [photo, attachment]) {
      for (const url of [plain(target), `${plain(target)}${query(theirs)}`]) {
        expectErrors(await fetchImage(url), 403, [{ msg: MSG_LINK }]);
      }
    }
  });

  it('stops an address once it expires', async () => {
    const view = (
      await w.t.call('GET', `/api/bookings/${booking._id}`, undefined, w.owner.token)
    ).json();
    const [url] = imagesIn(view);
    const exp = Number(new URL(url, 'http://x').searchParams.get('exp'));
    // Rounded up to a window, so the address stays the same for a while and can be cached.
    expect(exp % SIGNED_URL_WINDOW_SECONDS).toBe(0);
    expect(exp * 1000 - NOW.getTime()).toBeGreaterThanOrEqual(SIGNED_URL_WINDOW_SECONDS * 1000);
    try {
      w.clock.now = new Date(exp * 1000 - 1000);
      expect((await fetchImage(url)).statusCode).toBe(200);
      w.clock.now = new Date(exp * 1000);
      expectErrors(await fetchImage(url), 403, [{ msg: MSG_LINK }]);
    } finally {
      w.clock.now = NOW;
    }
  });

  it("refuses someone else's image in a comment or an intake answer, plain or signed", async () => {
    const theirs = await imageOf(w.stranger.token);
    for (const url of [theirs, plain(theirs)]) {
      expectErrors(
        await w.t.call(
          'POST',
          `/api/bookings/comment/${booking._id}`,
          { text: 'Look at this', UploadImage: [url] },
          w.customer.token,
        ),
        400,
        [{ msg: MSG_FOREIGN }],
      );
      const intakeForm = [
        { field_label: 'Reason for visit', field_type: 'text', value: 'Checkup' },
        { field_label: 'Photo', field_type: 'file', value: url },
      ];
      expectErrors(
        await w.t.call(
          'POST',
          '/api/bookings',
          bookingBody(w, { start_time: 720, intakeForm }),
          w.customer.token,
        ),
        400,
        [{ msg: MSG_FOREIGN }],
      );
    }
  });

  it('keeps saved intake answers plain and answers them signed to their owner', async () => {
    const saver = await createUser(w.t);
    const mine = await imageOf(saver.token);
    const saved = await w.t.call(
      'PUT',
      '/api/auth/intakeForm',
      { intakeForm: [{ field_label: 'Photo', field_type: 'file', value: mine }] },
      saver.token,
    );
    expect(saved.statusCode).toBe(200);
    const [row] = await w.t.database.db
      .select({ saved: users.intakeFormFields })
      .from(users)
      .where(eq(users.id, saver.id));
    expect(row.saved).toEqual([
      {
        field_label: 'Photo',
        field_name: 'Photo',
        field_type: 'file',
        value: plain(mine),
        company: null,
        reusable: false,
      },
    ]);
    const me = (await w.t.call('GET', '/api/auth', undefined, saver.token)).json();
    for (const answers of [saved.json().intakeFormFields, me.intakeFormFields]) {
      expect(answers[0].value).toMatch(SIGNED);
      expect((await fetchImage(answers[0].value)).statusCode).toBe(200);
    }
    // Saving cannot turn someone else's image into one of yours.
    expectErrors(
      await w.t.call(
        'PUT',
        '/api/auth/intakeForm',
        { intakeForm: [{ field_label: 'Photo', field_type: 'file', value: plain(photo) }] },
        saver.token,
      ),
      400,
      [{ msg: MSG_FOREIGN }],
    );
  });
});
