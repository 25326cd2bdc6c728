import { z } from 'zod';
import { type IntakeAnswer, intakeAnswerSchema } from './bookings.ts';

/**
 * Intake answers kept on the account (PUT /auth/intakeForm) to start a later booking with
 * (docs/decisions/035). An answer belongs to the business it was given to; the person may mark a
 * short answer "Remember for other businesses". Free text and images are never offered again:
 * they are where health details and photos of the person go.
 */

/** Question types whose answers are never prefilled, at any business. */
export const NEVER_REUSED_TYPES: readonly string[] = ['textarea', 'file'];
export const canBeReused = (fieldType: string) => !NEVER_REUSED_TYPES.includes(fieldType);

/** Keeps the most recent saved answers; older ones drop off. */
export const SAVED_ANSWERS_MAX = 300;

/** An answer as the booking form saves it: the question's answer, and whether to share it. */
export const answerToSaveSchema = z.intersection(
  intakeAnswerSchema,
  z.object({ reusable: z.boolean('reusable must be true or false').optional() }),
);
export type AnswerToSave = z.output<typeof answerToSaveSchema>;

/** PUT /auth/intakeForm: the spec's `intakeForm` and `user`, and the business they answer. */
export const saveAnswersSchema = z.object({
  intakeForm: z.array(answerToSaveSchema).max(100),
  user: z.string().optional(),
  company: z.uuid('company must be a business id').optional(),
});

/** A saved answer as stored and as GET /auth answers it. */
export type SavedAnswer = IntakeAnswer & {
  field_name: string;
  /** The business it was given to; null for answers saved without one (never offered). */
  company: string | null;
  /** Offered at other businesses too (never for textarea or file questions). */
  reusable: boolean;
};

/** The fields of a saved answer a client reads: older saved answers may lack company and reusable. */
export interface SavedAnswerLike {
  field_name: string;
  field_type: string;
  company?: string | null;
  reusable?: boolean;
}

/**
 * The saved answer a business's question starts with, if any: this business's own answer to a
 * question of that name, else the latest answer of that name and type the person chose to share.
 * Never one for a textarea or file question.
 */
export function savedAnswerFor<A extends SavedAnswerLike>(
  saved: readonly A[],
  companyId: string,
  question: { field_name: string; field_type: string },
): A | undefined {
  if (!canBeReused(question.field_type)) return undefined;
  const own = saved.find((a) => a.company === companyId && a.field_name === question.field_name);
  if (own) return own;
  for (let i = saved.length - 1; i >= 0; i--) {
    const a = saved[i];
    if (
      a.reusable === true &&
      a.field_name === question.field_name &&
      a.field_type === question.field_type
    )
      return a;
  }
  return undefined;
}

/**
 * The saved answers after a save: each new answer replaces the one of its business and name and
 * moves to the end (the most recent). The "Remember for other businesses" box speaks for the
 * question's name and type across businesses, so an answer saved unticked stops sharing older
 * answers of that name and type, and a ticked one is the only one shared.
 */
export function mergeSavedAnswers(
  saved: readonly SavedAnswer[],
  answers: readonly (AnswerToSave & { field_name: string })[],
  companyId: string | null,
): SavedAnswer[] {
  const key = (a: { company: string | null; field_name: string }) =>
    `${a.company ?? ''} ${a.field_name}`;
  const merged = new Map(saved.map((a) => [key(a), a]));
  for (const { reusable, ...answer } of answers) {
    const entry: SavedAnswer = {
      ...answer,
      company: companyId,
      reusable: reusable === true && canBeReused(answer.field_type),
    };
    for (const [k, other] of merged)
      if (
        other.reusable &&
        other.field_name === entry.field_name &&
        other.field_type === entry.field_type
      )
        merged.set(k, { ...other, reusable: false });
    merged.delete(key(entry));
    merged.set(key(entry), entry);
  }
  return [...merged.values()].slice(-SAVED_ANSWERS_MAX);
}
