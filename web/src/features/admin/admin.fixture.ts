import { defaultStoreHours } from '@slotmap/domain/hours';
import type { stubApi } from '../../test/render.tsx';
import { ada } from '../../test/fixtures.ts';
import type {
  AdminClaim,
  AdminCompany,
  AdminCompanyInfo,
  AdminUser,
  FeaturedRow,
} from './types.ts';

type Answers = Parameters<typeof stubApi>[0];

export const admin = {
  ...ada,
  _id: 'admin-1',
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  isAdmin: true,
};

export const owner = {
  _id: 'u-owner',
  firstName: 'Olive',
  lastName: 'Owner',
  email: 'olive@example.com',
  phone: '4165550100',
};

export const harbour: AdminCompany = {
  _id: 'c-harbour',
  name: 'Harbour Massage Clinic',
  email: 'hello@harbour.example.com',
  phone: '4165550123',
  website: 'https://harbour.example.com',
  location: {
    street_address: '100 Queen St W',
    city: 'Toronto',
    province: 'ON',
    postal: 'M5H 2N2',
  },
  is_admin: false,
  is_featured: true,
  user: owner,
  date_created: '2026-01-05T12:00:00.000Z',
};

export const unclaimed: AdminCompany = {
  ...harbour,
  _id: 'c-lake',
  name: 'Lakeside Dental',
  phone: '6475550111',
  email: 'front@lakeside.example.com',
  location: { street_address: '9 Lake Rd', city: 'Kingston', province: 'ON', postal: 'K7L 1A1' },
  website: '',
  is_admin: true,
  is_featured: false,
  user: null,
};

export const harbourInfo: AdminCompanyInfo = {
  ...harbour,
  description: 'Registered massage therapy downtown.',
  social: { facebook: 'https://facebook.com/harbour', instagram: '', linkedin: '' },
  store_hours: defaultStoreHours(),
  time_zone: 'America/Toronto',
  services: [{ _id: 's1', name: 'Deep Tissue Massage' }],
  plans: [
    {
      _id: 'p1',
      plan_name: '3m',
      amount: 28,
      start_date: '2026-02-01T00:00:00.000Z',
      end_date: '2026-05-01T00:00:00.000Z',
      status: 'active',
    },
    { _id: 'p2', plan_name: '1m', amount: 10, start_date: null, end_date: null, status: 'pending' },
    {
      _id: 'p3',
      plan_name: '1year',
      amount: 100,
      start_date: '2025-01-01T00:00:00.000Z',
      end_date: '2026-01-01T00:00:00.000Z',
      status: 'inactive',
    },
  ],
};

export const claim: AdminClaim = {
  _id: 'k1',
  company: {
    _id: unclaimed._id,
    name: unclaimed.name,
    email: 'front@lakeside.example.com',
    phone: '6475550111',
  },
  user: {
    _id: 'u-cl',
    firstName: 'Carl',
    lastName: 'Claimant',
    email: 'carl@example.com',
    phone: '6475550122',
  },
  is_transfered: false,
  createdAt: '2026-03-02T10:00:00.000Z',
  transferredAt: null,
};

export const carl: AdminUser = {
  _id: 'u-cl',
  firstName: 'Carl',
  lastName: 'Claimant',
  email: 'carl@example.com',
  phone: '6475550122',
  date: '2026-03-01T10:00:00.000Z',
  free_months: 2,
  isAdmin: false,
};

export const featuredRow: FeaturedRow = {
  plan: harbourInfo.plans[0],
  company: { _id: harbour._id, name: harbour.name, city: 'Toronto', province: 'ON' },
  owner: {
    _id: owner._id,
    firstName: owner.firstName,
    lastName: owner.lastName,
    email: owner.email,
  },
};

/** An answer of a paged list: the rows, and how many there are in all. */
export const paged = (items: unknown[], total = items.length) => ({
  body: items,
  headers: { 'x-total-count': String(total) },
});

/** The calls every admin page makes: who is signed in. */
export const signedInAdmin: Answers = { 'GET /auth': { body: admin } };
