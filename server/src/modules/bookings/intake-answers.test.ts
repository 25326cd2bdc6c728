import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BookingView } from '@slotmap/domain/booking-view';
import type { ServiceView } from '@slotmap/domain/company-view';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrors } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { createCompany, serviceInput } from '../../test/factories.ts';
import { imageFile, PNG, upload } from '../../test/upload-kit.ts';
import { type BookingWorld, bookingWorld, TOMORROW } from '../../test/booking-world.ts';

const EVIL = 'https://evil.example/x.png';
const options = (...labels: string[]) => labels.map((label) => ({ label }));

/** Intake answers are typed by their question, checked against it, and images are our own. */
describe(`intake answers on ${testDbKind}`, () => {
  let w: BookingWorld;
  let dataDir: string;
  let service: ServiceView;
  let company: string;
  let photo: string;
  let slot = 540;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'slotmap-intake-'));
    w = await bookingWorld({ dataDir });
    const created = await createCompany(w.t, w.owner, {
      services: [
        serviceInput({
          name: 'Consult',
          service_duration: 15,
          book_online: true,
          call_to_book: false,
          intakeForm: [
            { field_label: 'Notes', field_type: 'text' },
            { field_label: 'History', field_type: 'textarea' },
            {
              field_label: 'Allergies',
              field_type: 'checkbox',
              options: [{ label: 'Nuts', value: 'nuts' }, { label: 'Latex' }],
            },
            { field_label: 'Visited before', field_type: 'radio', options: options('Yes', 'No') },
            { field_label: 'Area', field_type: 'dropdown', options: options('Upper', 'Lower') },
            { field_label: 'Pain', field_type: 'slider', options: options('Low', 'Mid', 'High') },
            { field_label: 'X-ray', field_type: 'file' },
          ],
        }),
      ],
    });
    company = created._id;
    service = created.services[0];
    const harness = { t: w.t, server: w.t.app, dataDir, close: async () => {} };
    const uploaded = await upload(harness, w.customer.token, imageFile(PNG));
    expect(uploaded.statusCode).toBe(201);
    photo = uploaded.json().url;
  });
  afterAll(async () => {
    await w.t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const book = (intakeForm: unknown[]) => {
    slot += 15;
    return w.t.call(
      'POST',
      '/api/bookings',
      { company, service: service._id, start_date: TOMORROW, start_time: slot, intakeForm },
      w.customer.token,
    );
  };
  const answer = (field_label: string, field_type: string, value: unknown) => ({
    field_label,
    field_type,
    value,
  });
  const stem = (url: string) => url.split('?')[0];

  it('keeps an answer of each type as the booking form sends it', async () => {
    const res = await book([
      answer('Notes', 'text', 'Left side'),
      answer('History', 'textarea', 'None\nreally'),
      answer('Allergies', 'checkbox', ['nuts', 'Latex']),
      answer('Visited before', 'radio', 'Yes'),
      answer('Area', 'dropdown', 'Lower'),
      answer('Pain', 'slider', 10 + 100 / 3),
      answer('X-ray', 'file', photo),
    ]);
    expect(res.statusCode).toBe(201);
    const stored = (res.json() as BookingView).intakeForm;
    expect(stored.slice(0, 6)).toEqual([
      answer('Notes', 'text', 'Left side'),
      answer('History', 'textarea', 'None\nreally'),
      answer('Allergies', 'checkbox', ['nuts', 'Latex']),
      answer('Visited before', 'radio', 'Yes'),
      answer('Area', 'dropdown', 'Lower'),
      answer('Pain', 'slider', 10 + 100 / 3),
    ]);
    expect(stem(stored[6].value as string)).toBe(stem(photo));

    // A list of images (the spec's reading of a file answer) and a slider answered by its label.
    const listed = await book([answer('X-ray', 'file', [photo]), answer('Pain', 'slider', 'High')]);
    expect(listed.statusCode).toBe(201);
    const [pain, xray] = (listed.json() as BookingView).intakeForm;
    expect(pain).toEqual(answer('Pain', 'slider', 'High'));
    expect((xray.value as string[]).map(stem)).toEqual([stem(photo)]);
  });

  it('refuses an image from elsewhere, as one address or in a list', async () => {
    for (const value of [EVIL, [EVIL], [photo, EVIL]]) {
      expectErrors(await book([answer('X-ray', 'file', value)]), 400, [
        { msg: 'Attachments must be images uploaded here' },
      ]);
    }
  });

  it('refuses a value of the wrong shape for its type', async () => {
    const cases: [unknown, { msg: string; param: string }][] = [
      [
        answer('Notes', 'text', 5),
        { msg: 'This answer must be text', param: 'intakeForm.0.value' },
      ],
      [
        answer('Allergies', 'checkbox', 'nuts'),
        { msg: 'Checkbox answers must be a list of options', param: 'intakeForm.0.value' },
      ],
      [
        answer('Visited before', 'radio', true),
        { msg: 'Choose one of the options', param: 'intakeForm.0.value' },
      ],
      [
        answer('Pain', 'slider', { level: 3 }),
        { msg: 'Slider answers must be a number', param: 'intakeForm.0.value' },
      ],
      [
        answer('X-ray', 'file', { url: photo }),
        { msg: 'File answers must be image addresses', param: 'intakeForm.0.value' },
      ],
    ];
    for (const [sent, error] of cases) {
      const res = await book([sent]);
      expect({ sent, status: res.statusCode }).toEqual({ sent, status: 400 });
      expect(res.json().errors).toContainEqual(error);
    }
  });

  it("refuses an answer that does not fit the service's own question", async () => {
    const cases: [unknown, string][] = [
      [answer('Notes', 'file', photo), 'The answer to "Notes" does not fit its question'],
      [
        answer('Allergies', 'checkbox', ['nuts', 'Gluten']),
        'Please choose the answer to "Allergies" from its options',
      ],
      [
        answer('Visited before', 'radio', 'Maybe'),
        'Please choose the answer to "Visited before" from its options',
      ],
      [answer('Area', 'dropdown', 'Middle'), 'Please choose the answer to "Area" from its options'],
      [answer('Pain', 'slider', 500), 'The answer to "Pain" must be on its scale'],
      [answer('Pain', 'slider', 'Extreme'), 'Please choose the answer to "Pain" from its options'],
    ];
    for (const [sent, msg] of cases) {
      expectErrors(await book([sent]), 400, [{ msg, param: 'intakeForm' }]);
    }
  });

  it('checks saved answers the same way', async () => {
    const save = (intakeForm: unknown[]) =>
      w.t.call('PUT', '/api/auth/intakeForm', { intakeForm }, w.customer.token);
    for (const value of [EVIL, [EVIL]]) {
      expectErrors(await save([answer('X-ray', 'file', value)]), 400, [
        { msg: 'Attachments must be images uploaded here' },
      ]);
    }
    expectErrors(await save([answer('Notes', 'text', { html: '<b>' })]), 400, [
      { msg: 'This answer must be text', param: 'intakeForm.0.value' },
    ]);
    const saved = await save([answer('X-ray', 'file', [photo]), answer('Pain', 'slider', 43)]);
    expect(saved.statusCode).toBe(200);
    const [xray, pain] = saved.json().intakeFormFields;
    expect((xray.value as string[]).map(stem)).toEqual([stem(photo)]);
    expect(pain).toMatchObject({ field_name: 'Pain', value: 43 });
  });
});
