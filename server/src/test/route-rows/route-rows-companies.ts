import { companyInput, serviceInput } from '../factories.ts';
import { everyone, ownerOrAdmin, type RouteRow, signedIn } from './route-row.ts';

/** A valid closures list: the world's clock is 1 December 2026. */
export const CLOSURES = {
  closures: [
    { from: '2027-08-02', to: '2027-08-04', reason: 'Summer break' },
    { from: '2027-08-09', to: '2027-08-09', reason: '', start_time: 540, end_time: 780 },
  ],
};

/** Businesses, their services, discovery and claims. */
export const companyRows: RouteRow[] = [
  {
    route: 'GET /api/company/categories-list',
    call: () => ({ url: '/api/company/categories-list' }),
    expect: everyone(200),
  },
  {
    route: 'GET /api/company/formFields',
    call: () => ({ url: '/api/company/formFields' }),
    expect: everyone(200),
  },
  {
    route: 'GET /api/company/mine',
    call: () => ({ url: '/api/company/mine' }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/company/business',
    call: () => ({ url: '/api/company/business?page=1&limit=10' }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/company/lists',
    // Tomorrow morning, online only: the world's clock is 1 December 2026.
    call: () => ({
      url: '/api/company/lists?page=1&limit=10&search=Clinic&available_on=2026-12-02&period=morning&online=true',
    }),
    expect: everyone(200),
  },
  {
    route: 'GET /api/company/:id',
    call: (w) => ({ url: `/api/company/${w.companyA._id}` }),
    expect: everyone(200),
  },
  {
    // The whole form with `_id` updates owner A's business (unchanged values).
    route: 'POST /api/company',
    call: (w) => {
      const a = w.companyA;
      return {
        url: '/api/company',
        body: companyInput({ _id: a._id, name: a.name, email: a.email, services: [] }),
      };
    },
    expect: ownerOrAdmin(200),
  },
  {
    route: 'PUT /api/company/business/:id',
    call: (w) => ({
      url: `/api/company/business/${w.companyA._id}`,
      body: { description: w.companyA.description },
    }),
    expect: ownerOrAdmin(200),
  },
  {
    route: 'GET /api/company/:id/closures',
    call: (w) => ({ url: `/api/company/${w.companyA._id}/closures` }),
    expect: everyone(200),
  },
  {
    // Far enough ahead that no appointment of the world is touched.
    route: 'PUT /api/company/:id/closures',
    call: (w) => ({ url: `/api/company/${w.companyA._id}/closures`, body: CLOSURES }),
    expect: ownerOrAdmin(200),
  },
  {
    route: 'DELETE /api/company/:id',
    call: async (w) => ({ url: `/api/company/${(await w.throwawayCompany())._id}` }),
    expect: ownerOrAdmin(200),
  },
  {
    route: 'PUT /api/company/business/service',
    call: (w) => ({
      url: '/api/company/business/service',
      body: serviceInput({ company_id: w.companyA._id, name: 'Polish' }),
    }),
    expect: ownerOrAdmin(201),
  },
  {
    route: 'PUT /api/company/business/service/:id',
    call: (w) => ({
      url: `/api/company/business/service/${w.spareServiceA._id}`,
      body: serviceInput(),
    }),
    expect: ownerOrAdmin(200),
  },
  {
    route: 'DELETE /api/company/service/:id',
    call: async (w) => ({ url: `/api/company/service/${(await w.throwawayService())._id}` }),
    expect: ownerOrAdmin(200),
  },
  {
    route: 'GET /api/company',
    call: () => ({
      url: '/api/company?lat=43.65&lng=-79.38&miles=10&sort=soonest&available_on=2026-12-02&period=afternoon&online=true',
    }),
    expect: everyone(200),
  },
  {
    route: 'GET /api/company/liked',
    call: () => ({ url: '/api/company/liked' }),
    expect: signedIn(200),
  },
  {
    // Busy times are public; who booked them is not.
    route: 'GET /api/company/:id/bookings',
    call: (w) => ({ url: `/api/company/${w.companyA._id}/bookings` }),
    expect: everyone(200),
  },
  // An owner neither likes nor follows their own business; taking it back is always fine.
  ...(
    [
      ['like', 403],
      ['unlike', 200],
      ['notify', 403],
      ['unnotify', 200],
    ] as const
  ).map(
    ([reaction, owner]): RouteRow => ({
      route: `PUT /api/company/${reaction}/:id`,
      call: (w) => ({ url: `/api/company/${reaction}/${w.companyA._id}` }),
      expect: { ...signedIn(200), owner },
    }),
  ),
  {
    route: 'POST /api/users/business-register',
    call: () => ({ url: '/api/users/business-register', body: wizard() }),
    expect: everyone(201),
  },
  {
    // Each claim is of a business nobody claimed yet, so no row's claim stands in another's way.
    route: 'POST /api/claim',
    call: async (w) => ({
      url: '/api/claim',
      body: { company: (await w.throwawayUnclaimed())._id },
    }),
    expect: signedIn(201),
  },
  {
    route: 'GET /api/claim/me',
    call: () => ({ url: '/api/claim/me' }),
    expect: signedIn(200),
  },
];

/** The business sign-up wizard's payload, a new owner each time. */
function wizard() {
  const company = companyInput();
  const { email, phone, ...info } = company;
  return {
    ...info,
    firstName: 'Nora',
    lastName: 'Owner',
    email: `owner-${email}`,
    phone,
    password: 'secret123',
    password2: 'secret123',
    companyEmail: email,
    companyPhone: phone,
    reference: 'word of mouth',
  };
}
