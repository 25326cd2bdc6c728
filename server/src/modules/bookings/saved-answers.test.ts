import { type SavedAnswer, savedAnswerFor } from '@slotmap/domain/saved-answers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrors } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { createCompany } from '../../test/factories.ts';
import { type BookingWorld, bookingWorld } from '../../test/booking-world.ts';

const PAIN = 'Lower back pain since March, worse when sitting';

/** Saved intake answers stay with the business they were given to (docs/decisions/035). */
describe(`saved intake answers on ${testDbKind}`, () => {
  let w: BookingWorld;
  let tattoo: string;
  beforeAll(async () => {
    w = await bookingWorld();
    tattoo = (await createCompany(w.t, w.owner, { name: 'Ink Harbour Tattoo' }))._id;
  }, 120_000);
  afterAll(() => w?.t.close());

  const save = (body: unknown, token = w.customer.token) =>
    w.t.call('PUT', '/api/auth/intakeForm', body, token);
  const saved = async (): Promise<SavedAnswer[]> =>
    (await w.t.call('GET', '/api/auth', undefined, w.customer.token)).json().intakeFormFields;

  it('keeps each answer with its business, shares only what the person ticked, never free text', async () => {
    const kinesiologist = w.company._id;
    const res = await save({
      company: kinesiologist,
      intakeForm: [
        { field_label: 'Reason for visit', field_type: 'text', value: PAIN },
        { field_label: 'Pronouns', field_type: 'text', value: 'she/her', reusable: true },
        { field_label: 'History', field_type: 'textarea', value: 'Two surgeries', reusable: true },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const answers = await saved();
    expect(answers).toEqual(res.json().intakeFormFields);
    expect(answers).toEqual([
      expect.objectContaining({ field_name: 'Reason_for_visit', value: PAIN, reusable: false }),
      expect.objectContaining({ field_name: 'Pronouns', company: kinesiologist, reusable: true }),
      expect.objectContaining({ field_name: 'History', reusable: false }),
    ]);

    // The tattoo studio asks the same questions: only the shared answer is offered there.
    const at = (company: string, field_label: string, field_type: string) =>
      savedAnswerFor(answers, company, { field_name: field_label.replace(/ /g, '_'), field_type })
        ?.value;
    expect(at(tattoo, 'Reason for visit', 'text')).toBeUndefined();
    expect(at(tattoo, 'History', 'textarea')).toBeUndefined();
    expect(at(tattoo, 'Pronouns', 'text')).toBe('she/her');
    expect(at(kinesiologist, 'Reason for visit', 'text')).toBe(PAIN);
  });

  it('keeps the tattoo studio’s own answer apart, and unticking stops the sharing', async () => {
    const res = await save({
      company: tattoo,
      intakeForm: [
        { field_label: 'Reason for visit', field_type: 'text', value: 'A small anchor' },
        { field_label: 'Pronouns', field_type: 'text', value: 'she/her', reusable: false },
      ],
    });
    expect(res.statusCode).toBe(200);
    const answers = await saved();
    const reasons = answers.filter((a) => a.field_name === 'Reason_for_visit');
    expect(reasons.map((a) => a.value)).toEqual([PAIN, 'A small anchor']);
    expect(answers.some((a) => a.reusable)).toBe(false);
  });

  it('takes the spec’s call unchanged, and offers what it saved nowhere', async () => {
    const res = await save(
      { intakeForm: [{ field_label: 'Allergies', field_type: 'text', value: 'None' }] },
      w.stranger.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().intakeFormFields).toEqual([
      {
        field_label: 'Allergies',
        field_name: 'Allergies',
        field_type: 'text',
        value: 'None',
        company: null,
        reusable: false,
      },
    ]);
    expectErrors(await save({ company: 'kinesiologist', intakeForm: [] }), 400, [
      { msg: 'company must be a business id', param: 'company' },
    ]);
    expectErrors(
      await save({
        intakeForm: [{ field_label: 'A', field_type: 'text', value: 'x', reusable: 'yes' }],
      }),
      400,
      [{ msg: 'reusable must be true or false', param: 'intakeForm.0.reusable' }],
    );
  });
});
