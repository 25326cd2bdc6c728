import {
  type IntakeAnswer,
  intakeAnswerSchema,
  isAnswered,
  newBookingSchema,
} from '@slotmap/domain/bookings';
import type { IntakeFieldView, IntakeOptionView } from '@slotmap/domain/company-view';
import { type AnswerToSave, canBeReused, savedAnswerFor } from '@slotmap/domain/saved-answers';
import { SLIDER_MIN, sliderRange } from '@slotmap/domain/intake-fields';
import type { SavedIntakeAnswer } from '../../lib/auth.ts';

/**
 * An answer as the form holds it: checkbox answers are lists of option values, sliders numbers,
 * file answers the uploaded image's address, every other type a string ('' when unanswered).
 */
export type AnswerValue = string | string[] | number;

export interface BookingFormValues {
  /** One answer per intake question, in the question's order. */
  answers: AnswerValue[];
  /** Per question: "Remember for other businesses" (only text and choice questions offer it). */
  reusable: boolean[];
  /** The booking's notes. */
  text: string;
}

/** A required question left unanswered: the English default; the form gives its own language's. */
export const MSG_FIELD_REQUIRED = 'This field is required';

/** What choosing an option answers: its value, or its label when it has none. */
export const optionValue = (option: IntakeOptionView) => option.value || option.label;

/** A question's options with each value once (a repeated value would make two choices one). */
export function choicesOf(field: IntakeFieldView): IntakeOptionView[] {
  const seen = new Set<string>();
  return field.options.filter((o) => {
    const value = optionValue(o);
    if (seen.has(value)) return false;
    seen.add(value);
    return true;
  });
}

/** Spec §5: a slider starts at 10 and moves in steps of 100 divided by the option count. */
export function sliderScale(field: IntakeFieldView) {
  const options = choicesOf(field);
  const { min, max, step } = sliderRange(options.length);
  const marks = options.map((o, i) => ({ value: min + i * step, label: o.label }));
  return { min, max, step, marks };
}

function emptyAnswer(field: IntakeFieldView): AnswerValue {
  if (field.field_type === 'checkbox') return [];
  if (field.field_type === 'slider') return SLIDER_MIN;
  return '';
}

/** A saved answer that still fits the question (its options may have changed since), else null. */
function fittingAnswer(
  field: IntakeFieldView,
  saved: SavedIntakeAnswer['value'],
): AnswerValue | null {
  const values = new Set(choicesOf(field).map(optionValue));
  switch (field.field_type) {
    case 'checkbox': {
      const list = Array.isArray(saved) ? saved : typeof saved === 'string' ? [saved] : [];
      const kept = list.filter((v) => values.has(v));
      return kept.length > 0 ? kept : null;
    }
    case 'radio':
    case 'dropdown':
      return typeof saved === 'string' && values.has(saved) ? saved : null;
    case 'slider': {
      const { min, max } = sliderScale(field);
      const n = typeof saved === 'number' ? saved : Number(saved);
      return typeof saved !== 'boolean' && Number.isFinite(n) && n >= min && n <= max ? n : null;
    }
    default:
      return typeof saved === 'string' ? saved : null;
  }
}

/**
 * The form's first answers at this business (docs/decisions/035): its own saved answer to each
 * question, or one the customer chose to share with other businesses; never for long text or
 * images. A question starts with "Remember for other businesses" ticked only when its answer
 * came from a shared one.
 */
export function initialAnswers(
  fields: readonly IntakeFieldView[],
  saved: readonly SavedIntakeAnswer[],
  companyId: string,
): Pick<BookingFormValues, 'answers' | 'reusable'> {
  const starts = fields.map((field) => {
    const previous = savedAnswerFor(saved, companyId, field);
    const value = previous ? fittingAnswer(field, previous.value) : null;
    return value === null
      ? { value: emptyAnswer(field), shared: false }
      : { value, shared: previous?.reusable === true };
  });
  return { answers: starts.map((s) => s.value), reusable: starts.map((s) => s.shared) };
}

/** Whether a question offers "Remember for other businesses": text and choices, not long text or images. */
export const offersRemember = (field: IntakeFieldView) => canBeReused(field.field_type);

/** Spec §5: required questions follow is_required; the notes follow the booking schema. */
export function bookingFormErrors(
  fields: readonly IntakeFieldView[],
  values: BookingFormValues,
  required = MSG_FIELD_REQUIRED,
): Record<string, string> {
  const errors: Record<string, string> = {};
  fields.forEach((field, i) => {
    if (field.is_required && !isAnswered(values.answers[i])) {
      errors[`answers.${i}`] = required;
    }
  });
  const text = newBookingSchema.shape.text.safeParse(values.text);
  if (!text.success) errors.text = text.error.issues[0].message;
  return errors;
}

/** A question's answer as it is sent, or null when unanswered (or not of its question's shape). */
function answerOf(field: IntakeFieldView, value: AnswerValue | undefined): IntakeAnswer | null {
  if (!isAnswered(value)) return null;
  const sent = typeof value === 'string' ? value.trim() : value;
  // The form holds each type's own value shape; the schema says so to the type checker.
  const answer = intakeAnswerSchema.safeParse({
    field_label: field.field_label,
    field_type: field.field_type,
    value: sent,
  });
  return answer.success ? answer.data : null;
}

/** The answers a booking sends: answered questions only. */
export function intakePayload(
  fields: readonly IntakeFieldView[],
  answers: readonly AnswerValue[],
): IntakeAnswer[] {
  return fields.flatMap((field, i) => answerOf(field, answers[i]) ?? []);
}

/**
 * The answers the account keeps for later bookings: answered text and choice questions, each with
 * its "Remember for other businesses" box. Long text and images are never offered again, so they
 * are not kept.
 */
export function answersToSave(
  fields: readonly IntakeFieldView[],
  values: Pick<BookingFormValues, 'answers' | 'reusable'>,
): AnswerToSave[] {
  return fields.flatMap((field, i) => {
    const answer = offersRemember(field) ? answerOf(field, values.answers[i]) : null;
    return answer ? [{ ...answer, reusable: values.reusable[i] === true }] : [];
  });
}
