import type { World } from '../api-world.ts';
import { everyone, ownerOrAdmin, type RouteRow } from './route-row.ts';

const CARD = { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' };

/** Only admins: visitors 401, everyone else 403. */
const adminOnly = (ok: number): RouteRow['expect'] => ({
  visitor: 401,
  customer: 403,
  otherCustomer: 403,
  owner: 403,
  otherOwner: 403,
  admin: ok,
});

/** A new pending 1m plan of owner A's business, bought by its owner. */
async function pendingPlan(w: World): Promise<{ paymentIntentId: string; planId: string }> {
  const res = await w.t.call(
    'POST',
    '/api/feature/create-payment-intent',
    { companyID: w.companyA._id, plan: '1m' },
    w.people.owner.token,
  );
  if (res.statusCode !== 201) throw new Error(`plan: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Feature listings: a business's plans are its owner's and the admins'; a few admin-only calls. */
export const listingRows: RouteRow[] = [
  {
    route: 'GET /api/feature/allPlans',
    call: () => ({ url: '/api/feature/allPlans' }),
    expect: everyone(200),
  },
  {
    route: 'GET /api/feature/config',
    call: () => ({ url: '/api/feature/config' }),
    expect: everyone(200),
  },
  {
    route: 'GET /api/feature/plans/:companyId',
    call: (w) => ({ url: `/api/feature/plans/${w.companyA._id}` }),
    expect: ownerOrAdmin(200),
  },
  {
    route: 'POST /api/feature/create-payment-intent',
    call: (w) => ({
      url: '/api/feature/create-payment-intent',
      body: { companyID: w.companyA._id, plan: '1m', amount: 10 },
    }),
    expect: ownerOrAdmin(201),
  },
  {
    route: 'POST /api/feature/stripe/charge',
    call: async (w) => {
      const { paymentIntentId } = await pendingPlan(w);
      return {
        url: '/api/feature/stripe/charge',
        body: {
          id: paymentIntentId,
          companyID: w.companyA._id,
          plan: '1m',
          amount: 10,
          card: CARD,
        },
      };
    },
    expect: ownerOrAdmin(200),
  },
  {
    // Test mode (no Stripe keys): there is no webhook to take; with Stripe, a bad signature is 400 too.
    route: 'POST /api/feature/stripe/webhook',
    call: () => ({
      url: '/api/feature/stripe/webhook',
      body: { id: 'evt_1', type: 'payment_intent.succeeded', data: { object: { id: 'pi_1' } } },
    }),
    expect: everyone(400),
  },
  {
    route: 'POST /api/feature/renew',
    call: (w) => ({
      url: '/api/feature/renew',
      body: { companyID: w.companyA._id, plan: '2m', isReferalMonth: false },
    }),
    expect: ownerOrAdmin(201),
  },
  {
    route: 'POST /api/feature/plans/currentinactive',
    call: async (w) => ({
      url: '/api/feature/plans/currentinactive',
      body: { id: (await pendingPlan(w)).planId },
    }),
    expect: ownerOrAdmin(200),
  },
  {
    route: 'GET /api/feature/inavtive',
    call: () => ({ url: '/api/feature/inavtive?search=Test&page=1&limit=10' }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/feature/add-free-month',
    call: (w) => ({
      url: '/api/feature/add-free-month',
      body: { userId: w.people.owner.id, companyId: w.companyA._id },
    }),
    expect: adminOnly(200),
  },
];
