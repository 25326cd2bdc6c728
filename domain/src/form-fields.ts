import type { FormFieldDefinitionView } from './company-view.ts';
import { fieldNameOf } from './services.ts';

const options = (...labels: string[]) =>
  labels.map((label) => ({ label, value: label, isChecked: false }));

/**
 * Ready-made intake questions (GET /company/formFields): an owner adds one in a click instead of
 * typing it. `field_name` follows the same rule as a typed question (fieldNameOf).
 */
export const FORM_FIELD_DEFINITIONS: FormFieldDefinitionView[] = [
  ['Personal', 'Date of birth', 'text'],
  ['Personal', 'Preferred pronouns', 'radio', options('She/her', 'He/him', 'They/them', 'Other')],
  ['Personal', 'Emergency contact', 'text'],
  [
    'Personal',
    'How did you hear about us',
    'dropdown',
    options('Friend', 'Search', 'Social media', 'Other'),
  ],
  ['Visit', 'Reason for visit', 'textarea'],
  ['Visit', 'First visit', 'radio', options('Yes', 'No')],
  ['Visit', 'Pain level', 'slider', options('None', 'Mild', 'Moderate', 'Severe')],
  ['Visit', 'Referral letter', 'file'],
  ['Health', 'Allergies', 'checkbox', options('Latex', 'Penicillin', 'Nuts', 'None')],
  ['Health', 'Current medications', 'textarea'],
  ['Health', 'Health card number', 'text'],
  [
    'Insurance',
    'Insurance provider',
    'dropdown',
    options('None', 'Sun Life', 'Manulife', 'Blue Cross', 'Other'),
  ],
  ['Insurance', 'Policy number', 'text'],
].map(([field_category, field_label, field_type, opts]) => ({
  field_category: field_category as string,
  field_name: fieldNameOf(field_label as string),
  field_label: field_label as string,
  field_type: field_type as FormFieldDefinitionView['field_type'],
  options: (opts as FormFieldDefinitionView['options'] | undefined) ?? [],
}));
