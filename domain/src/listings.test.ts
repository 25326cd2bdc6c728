import { describe, expect, it } from 'vitest';
import {
  addMonths,
  centsOf,
  chargeSchema,
  createIntentSchema,
  MSG_PLAN,
  PLANS,
  planOffers,
  renewSchema,
} from './listings.ts';

describe('feature-listing plans', () => {
  it('prices the spec’s plans in cents', () => {
    expect(Object.values(PLANS).map((p) => [p.name, p.amountCents, p.months])).toEqual([
      ['1m', 1000, 1],
      ['2m', 2000, 2],
      ['3m', 2800, 3],
      ['6m', 5000, 6],
      ['1year', 10000, 12],
    ]);
    expect(planOffers()[2]).toEqual({ plan_name: '3m', amount: 28, months: 3, label: '3 Months' });
  });

  it('adds calendar months, keeping the day or the month’s last day', () => {
    const at = (s: string) => new Date(s);
    expect(addMonths(at('2026-12-01T14:00:00Z'), 1).toISOString()).toBe('2027-01-01T14:00:00.000Z');
    expect(addMonths(at('2027-01-31T10:00:00Z'), 1).toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(addMonths(at('2028-01-31T10:00:00Z'), 1).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addMonths(at('2026-03-15T00:00:00Z'), 12).toISOString()).toBe(
      '2027-03-15T00:00:00.000Z',
    );
  });

  it('reads dollar amounts as whole cents only', () => {
    expect(centsOf(28)).toBe(2800);
    expect(centsOf(0.1 + 0.2)).toBe(30);
    expect(centsOf(10.005)).toBeNaN();
  });

  it('refuses an unknown plan, a bad amount and a bad card with clear messages', () => {
    const company = '2f1c4c3e-8b7a-4f6e-9d1c-0a1b2c3d4e5f';
    const msg = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
      r.error?.issues[0].message;
    expect(msg(createIntentSchema.safeParse({ companyID: company, plan: '5m' }))).toBe(MSG_PLAN);
    expect(msg(createIntentSchema.safeParse({ companyID: company, plan: '1m', amount: -1 }))).toBe(
      'Amount must be a number of dollars',
    );
    expect(createIntentSchema.safeParse({ companyID: company, plan: '1m' }).success).toBe(true);
    const card = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '12' };
    expect(msg(chargeSchema.safeParse({ id: 'pi_1', companyID: company, plan: '1m', card }))).toBe(
      "Your card's security code is incorrect.",
    );
    const ok = chargeSchema.parse({
      id: 'pi_1',
      companyID: company,
      plan: '1m',
      card: { ...card, cvc: '123' },
    });
    expect(ok.card?.number).toBe('4242424242424242');
    expect(
      renewSchema.parse({ companyID: company, plan: '1m', isReferalMonth: true }).isReferalMonth,
    ).toBe(true);
  });
});
