import { describe, expect, it } from 'vitest';
import {
  businessRegisterSchema,
  companyEditSchema,
  hoursOf,
  newServiceSchema,
  pageQuerySchema,
} from './company-payloads.ts';
import { defaultStoreHours } from './hours.ts';

describe('company payloads', () => {
  it('leaves unsent edit fields unsent (no defaults filled in)', () => {
    expect(companyEditSchema.parse({ phone: '4165550100' })).toEqual({ phone: '4165550100' });
  });

  it('reads flattened hours, strings included, over a default week', () => {
    const week = hoursOf({ Monday_open: 'false', Tuesday_start_time: '600' });
    expect(week.Monday.open).toBe(false);
    expect(week.Tuesday.start_time).toBe(600);
    expect(week.Sunday).toEqual(defaultStoreHours().Sunday);
  });

  it('joins company_id to a service', () => {
    const r = newServiceSchema.parse({
      company_id: 'c1',
      name: 'Cut',
      description: 'A cut',
      price: 20,
      call_to_book: true,
    });
    expect(r).toMatchObject({ company_id: 'c1', name: 'Cut', price: 20, service_duration: 15 });
  });

  it('drops blank wizard services and flags partial ones', () => {
    const r = businessRegisterSchema.safeParse({
      services: [{ name: '', description: '', price: '' }, { name: 'Half' }],
    });
    const issues = r.success ? [] : r.error.issues.filter((i) => i.path[0] === 'services');
    expect(issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['services.0', 'Please fill out the service fields.'],
    ]);
  });

  it('pages 10 at a time from page 1 by default', () => {
    expect(pageQuerySchema.parse({})).toEqual({ limit: 10, page: 1, search: '' });
  });
});
