import { describe, expect, it } from 'vitest';
import {
  mergeSavedAnswers,
  SAVED_ANSWERS_MAX,
  type SavedAnswer,
  saveAnswersSchema,
  savedAnswerFor,
} from './saved-answers.ts';

const KINESIOLOGY = '0190a4c2-0000-7000-8000-00000000000a';
const TATTOO = '0190a4c2-0000-7000-8000-00000000000b';
const BARBER = '0190a4c2-0000-7000-8000-00000000000c';

const text = (field_name: string, value: string) =>
  ({ field_label: field_name, field_name, field_type: 'text', value }) as const;

describe('which saved answer a question starts with', () => {
  const pain: SavedAnswer = {
    ...text('Reason_for_visit', 'Lower back pain since March'),
    company: KINESIOLOGY,
    reusable: false,
  };
  const pronouns: SavedAnswer = {
    ...text('Pronouns', 'she/her'),
    company: KINESIOLOGY,
    reusable: true,
  };
  const saved = [pain, pronouns];
  const ask = (company: string, field_name: string, field_type = 'text') =>
    savedAnswerFor(saved, company, { field_name, field_type })?.value;

  it('offers an answer again at the business it was given to', () => {
    expect(ask(KINESIOLOGY, 'Reason_for_visit')).toBe('Lower back pain since March');
  });

  it('never offers it at another business unless the person shared it', () => {
    expect(ask(TATTOO, 'Reason_for_visit')).toBeUndefined();
    expect(ask(TATTOO, 'Pronouns')).toBe('she/her');
    // Shared for a text question, not for another kind of question of that name.
    expect(ask(TATTOO, 'Pronouns', 'dropdown')).toBeUndefined();
  });

  it('never offers a textarea or file answer, even to the same business', () => {
    const history: SavedAnswer = {
      field_label: 'History',
      field_name: 'History',
      field_type: 'textarea',
      value: 'Two surgeries',
      company: KINESIOLOGY,
      reusable: true,
    };
    for (const type of ['textarea', 'file'])
      expect(
        savedAnswerFor([history], KINESIOLOGY, { field_name: 'History', field_type: type }),
      ).toBeUndefined();
  });

  it('never offers answers saved before they carried their business', () => {
    const old = { ...text('Reason_for_visit', 'Lower back pain') };
    expect(
      savedAnswerFor([old], TATTOO, { field_name: 'Reason_for_visit', field_type: 'text' }),
    ).toBeUndefined();
  });
});

describe('saving answers', () => {
  const answer = (field_name: string, value: string, reusable?: boolean) => ({
    ...text(field_name, value),
    ...(reusable === undefined ? {} : { reusable }),
  });

  it('keeps one answer per business and name, the newest last', () => {
    let saved = mergeSavedAnswers([], [answer('Pronouns', 'she/her')], KINESIOLOGY);
    saved = mergeSavedAnswers(saved, [answer('Pronouns', 'they/them')], TATTOO);
    saved = mergeSavedAnswers(saved, [answer('Pronouns', 'she/they')], KINESIOLOGY);
    expect(saved.map((a) => [a.company, a.value, a.reusable])).toEqual([
      [TATTOO, 'they/them', false],
      [KINESIOLOGY, 'she/they', false],
    ]);
  });

  it('shares only ticked answers of short questions; unticking stops the sharing', () => {
    let saved = mergeSavedAnswers([], [answer('Pronouns', 'she/her', true)], KINESIOLOGY);
    expect(
      savedAnswerFor(saved, BARBER, { field_name: 'Pronouns', field_type: 'text' })?.value,
    ).toBe('she/her');
    saved = mergeSavedAnswers(saved, [answer('Pronouns', 'she/her', false)], TATTOO);
    expect(
      savedAnswerFor(saved, BARBER, { field_name: 'Pronouns', field_type: 'text' }),
    ).toBeUndefined();
    const history = {
      field_label: 'History',
      field_name: 'History',
      field_type: 'textarea' as const,
      value: 'Two surgeries',
      reusable: true,
    };
    expect(mergeSavedAnswers([], [history], KINESIOLOGY)[0].reusable).toBe(false);
  });

  it('keeps the most recent answers only', () => {
    const many = Array.from({ length: SAVED_ANSWERS_MAX + 5 }, (_, i) => answer(`Q${i}`, 'x'));
    const saved = mergeSavedAnswers([], many, KINESIOLOGY);
    expect(saved).toHaveLength(SAVED_ANSWERS_MAX);
    expect(saved.at(-1)?.field_name).toBe(`Q${SAVED_ANSWERS_MAX + 4}`);
  });

  it('takes the spec’s call as it was, with a business and the box when sent', () => {
    const spec = { intakeForm: [{ field_label: 'Pronouns', field_type: 'text', value: 'she' }] };
    expect(saveAnswersSchema.parse(spec).intakeForm[0]).toEqual(spec.intakeForm[0]);
    const ours = saveAnswersSchema.parse({
      company: TATTOO,
      intakeForm: [{ ...spec.intakeForm[0], reusable: true }],
    });
    expect(ours.intakeForm[0]).toMatchObject({ value: 'she', reusable: true });
    expect(saveAnswersSchema.safeParse({ ...spec, company: 'nope' }).success).toBe(false);
  });
});
