import { describe, expect, it } from 'vitest';
import { fieldNameOf, MSG_CONTACT_METHOD, serviceSchema, sliderStep } from './services.ts';

const base = {
  name: 'Cleaning',
  description: 'A dental cleaning',
  price: '120',
  call_to_book: true,
};
const msg = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error?.issues[0]?.message;

describe('serviceSchema', () => {
  it('accepts a minimal service with the default duration', () => {
    const r = serviceSchema.parse(base);
    expect(r).toMatchObject({ price: 120, service_duration: 15, book_site_link: '' });
  });
  it.each([
    [{ name: '' }, 'Service name is required'],
    [{ name: 'x'.repeat(51) }, 'Service name must be at most 50 characters'],
    [{ description: '' }, 'Service description is required'],
    [{ price: '' }, 'Price is required'],
    [{ price: '12a' }, 'Price may only contain digits (dollars, optionally with cents)'],
    [{ service_duration: 20 }, 'Duration must be 15, 30, 45, 60, 90 or 120 minutes'],
    [{ call_to_book: false }, MSG_CONTACT_METHOD],
    [{ call_to_book: false, book_site: true }, 'Please enter a valid URL for the booking site'],
    [
      { book_site: true, book_site_link: 'not a url' },
      'Please enter a valid URL for the booking site',
    ],
  ])('rejects %o', (patch, expected) => {
    expect(msg(serviceSchema.safeParse({ ...base, ...patch }))).toBe(expected);
  });
  it('clears the site link unless booking on another site', () => {
    expect(serviceSchema.parse({ ...base, book_site_link: 'https://x.com' }).book_site_link).toBe(
      '',
    );
  });
  it('derives field names and requires options for choice questions', () => {
    const r = serviceSchema.parse({
      ...base,
      intakeForm: [
        {
          field_label: 'Any known allergies',
          field_type: 'radio',
          options: [{ label: 'Yes' }, { label: 'No' }],
        },
      ],
    });
    expect(r.intakeForm[0]).toMatchObject({
      field_name: 'Any_known_allergies',
      options: [{ value: 'Yes' }, { value: 'No' }],
    });
    expect(
      msg(
        serviceSchema.safeParse({
          ...base,
          intakeForm: [{ field_label: 'Pick', field_type: 'dropdown' }],
        }),
      ),
    ).toBe('Add at least one option to this question');
    expect(fieldNameOf('First visit ever')).toBe('First_visit_ever');
    expect(sliderStep(4)).toBe(25);
  });
});
