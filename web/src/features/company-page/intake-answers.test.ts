import type { IntakeFieldView } from '@slotmap/domain/company-view';
import { describe, expect, it } from 'vitest';
import {
  bookingFormErrors,
  initialAnswers,
  intakePayload,
  MSG_FIELD_REQUIRED,
  sliderScale,
} from './intake-answers.ts';

const field = (
  field_label: string,
  field_type: IntakeFieldView['field_type'],
  options: string[] = [],
  is_required = false,
): IntakeFieldView => ({
  _id: field_label,
  field_category: '',
  field_label,
  field_name: field_label.replace(/\s+/g, '_'),
  field_type,
  is_required,
  options: options.map((label) => ({ label, value: label, isChecked: false })),
});

const reason = field('Reason for visit', 'textarea', [], true);
const areas = field('Areas', 'checkbox', ['Neck', 'Back', 'Legs']);
const pressure = field('Pressure', 'slider', ['Light', 'Medium', 'Firm', 'Deep']);
const referral = field('Referral', 'dropdown', ['Friend', 'Web']);
const photo = field('Photo', 'file');

describe('sliderScale', () => {
  it('starts at 10 and steps by 100 divided by the option count (spec §5)', () => {
    expect(sliderScale(pressure)).toEqual({
      min: 10,
      max: 85,
      step: 25,
      marks: [
        { value: 10, label: 'Light' },
        { value: 35, label: 'Medium' },
        { value: 60, label: 'Firm' },
        { value: 85, label: 'Deep' },
      ],
    });
  });
});

describe('initialAnswers', () => {
  it('prefills saved answers by field name, only where they still fit the question', () => {
    const answers = initialAnswers(
      [reason, areas, pressure, referral, photo],
      [
        {
          field_name: 'Reason_for_visit',
          field_label: 'Reason for visit',
          field_type: 'textarea',
          value: 'Sore back',
        },
        {
          field_name: 'Areas',
          field_label: 'Areas',
          field_type: 'checkbox',
          value: ['Back', 'Arms'],
        },
        { field_name: 'Pressure', field_label: 'Pressure', field_type: 'slider', value: 500 },
        { field_name: 'Referral', field_label: 'Referral', field_type: 'dropdown', value: 'Radio' },
      ],
    );
    expect(answers).toEqual(['Sore back', ['Back'], 10, '', '']);
  });
});

describe('bookingFormErrors', () => {
  it('asks for every required answer and keeps the notes within 1000 characters', () => {
    expect(bookingFormErrors([reason, areas], { answers: [' ', []], text: '' })).toEqual({
      'answers.0': MSG_FIELD_REQUIRED,
    });
    expect(bookingFormErrors([reason], { answers: ['Sore back'], text: 'x'.repeat(1001) })).toEqual(
      { text: 'Notes can be at most 1000 characters' },
    );
  });
});

describe('intakePayload', () => {
  it('sends the answered questions with label, type and value', () => {
    expect(
      intakePayload(
        [reason, areas, pressure, referral, photo],
        [' Sore back ', ['Back'], 35, '', ''],
      ),
    ).toEqual([
      { field_label: 'Reason for visit', field_type: 'textarea', value: 'Sore back' },
      { field_label: 'Areas', field_type: 'checkbox', value: ['Back'] },
      { field_label: 'Pressure', field_type: 'slider', value: 35 },
    ]);
  });
});
