import type { IntakeFieldView } from '@slotmap/domain/company-view';
import { describe, expect, it } from 'vitest';
import {
  answersToSave,
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

const HERE = '0190a4c2-0000-7000-8000-0000000000d1';
const ELSEWHERE = '0190a4c2-0000-7000-8000-0000000000d2';
const allergies = field('Allergies', 'text');

describe('initialAnswers', () => {
  it('prefills this business’s saved answers, only where they still fit the question', () => {
    const here = { company: HERE, reusable: false };
    const start = initialAnswers(
      [areas, pressure, referral, allergies],
      [
        {
          ...here,
          field_name: 'Areas',
          field_label: 'Areas',
          field_type: 'checkbox',
          value: ['Back', 'Arms'],
        },
        {
          ...here,
          field_name: 'Pressure',
          field_label: 'Pressure',
          field_type: 'slider',
          value: 500,
        },
        {
          ...here,
          field_name: 'Referral',
          field_label: 'Referral',
          field_type: 'dropdown',
          value: 'Radio',
        },
        {
          ...here,
          field_name: 'Allergies',
          field_label: 'Allergies',
          field_type: 'text',
          value: 'Latex',
        },
      ],
      HERE,
    );
    expect(start).toEqual({
      answers: [['Back'], 10, '', 'Latex'],
      reusable: [false, false, false, false],
    });
  });

  it('never offers another business’s answer unless it was shared, nor long text or images', () => {
    const pain = {
      field_name: 'Reason_for_visit',
      field_label: 'Reason for visit',
      field_type: 'textarea',
      value: 'Lower back pain',
      company: ELSEWHERE,
      reusable: false,
    };
    const shared = {
      field_name: 'Allergies',
      field_label: 'Allergies',
      field_type: 'text',
      value: 'Latex',
      company: ELSEWHERE,
      reusable: true,
    };
    const unshared = {
      ...shared,
      field_name: 'Referral',
      field_type: 'dropdown',
      value: 'Web',
      reusable: false,
    };
    expect(
      initialAnswers([reason, allergies, referral, photo], [pain, shared, unshared], HERE),
    ).toEqual({
      answers: ['', 'Latex', '', ''],
      reusable: [false, true, false, false],
    });
    // Even at the business it was given to, long text is typed afresh.
    expect(initialAnswers([reason], [{ ...pain, company: HERE }], HERE).answers).toEqual(['']);
    // Answers saved before they carried their business are offered nowhere.
    const old = {
      field_name: 'Allergies',
      field_label: 'Allergies',
      field_type: 'text',
      value: 'Nuts',
    };
    expect(initialAnswers([allergies], [old], HERE).answers).toEqual(['']);
  });
});

describe('answersToSave', () => {
  it('keeps answered text and choices with their box; never long text or images', () => {
    expect(
      answersToSave([reason, areas, allergies, photo], {
        answers: ['Sore back', ['Back'], 'Latex', '/api/uploads/x.png'],
        reusable: [true, false, true, true],
      }),
    ).toEqual([
      { field_label: 'Areas', field_type: 'checkbox', value: ['Back'], reusable: false },
      { field_label: 'Allergies', field_type: 'text', value: 'Latex', reusable: true },
    ]);
  });
});

describe('bookingFormErrors', () => {
  it('asks for every required answer and keeps the notes within 1000 characters', () => {
    expect(
      bookingFormErrors([reason, areas], { answers: [' ', []], reusable: [], text: '' }),
    ).toEqual({
      'answers.0': MSG_FIELD_REQUIRED,
    });
    expect(
      bookingFormErrors([reason], { answers: ['Sore back'], reusable: [], text: 'x'.repeat(1001) }),
    ).toEqual({ text: 'Notes can be at most 1000 characters' });
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
