import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { CATEGORY_NAMES } from '@slotmap/domain/categories';
import { defaultStoreHours } from '@slotmap/domain/hours';
import type { Db } from '../db/connection.ts';
import { rowsOf } from '../db/rows.ts';
import { users } from '../db/schema/accounts.ts';
import { companies } from '../db/schema/companies.ts';
import { outboxJobs } from '../db/schema/platform.ts';
import { CONFIRM_JOB } from '../modules/accounts/email-confirmation.ts';
import type { CompanyView } from '@slotmap/domain/company-view';
import type { TestApp } from './app.ts';

let n = 0;

export function userInput(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    firstName: 'Test',
    lastName: 'User',
    email: `user${n}-${randomBytes(3).toString('hex')}@example.com`,
    phone: '4165550100',
    password: 'secret123',
    ...overrides,
  };
}

/**
 * Registers a user through the API and returns their token and id. The user is an established
 * account: their address confirmed and the sign-up's confirmation mail already dealt with, so
 * tests of other mail see only their own. `{ unconfirmed: true }` keeps them as a fresh sign-up.
 */
export async function createUser(
  t: TestApp,
  overrides: Record<string, unknown> = {},
  { unconfirmed = false } = {},
) {
  const input = userInput(overrides);
  const res = await t.call('POST', '/api/users', input);
  if (res.statusCode !== 201) throw new Error(`createUser failed: ${res.statusCode} ${res.body}`);
  const token = res.json().token as string;
  const me = (await t.call('GET', '/api/auth', undefined, token)).json();
  const id = me._id as string;
  if (!unconfirmed) await confirmAccount(t.database.db, id);
  return { ...input, token, id };
}

/** Marks the address confirmed and drops the confirmation mail still queued for it. */
export async function confirmAccount(db: Db, userId: string) {
  await db.update(users).set({ emailConfirmedAt: sql`now()` }).where(eq(users.id, userId));
  await db
    .delete(outboxJobs)
    .where(
      and(eq(outboxJobs.kind, CONFIRM_JOB), sql`${outboxJobs.payload}->>'userId' = ${userId}`),
    );
}

export async function createAdmin(t: TestApp) {
  const u = await createUser(t);
  await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, u.id));
  return u;
}

/** The whole wizard (spec business §3 'Business registration payload'), Halifax, two services. */
export function businessRegisterInput(overrides: Record<string, unknown> = {}) {
  const u = userInput();
  return {
    firstName: 'Nora',
    lastName: 'Owner',
    email: u.email,
    phone: '9025550100',
    password: 'secret123',
    password2: 'secret123',
    refferalUserId: '',
    name: 'Harbour Physio',
    website: '',
    description: 'Physio by the water',
    street_address: '1 Water St',
    street_address_2: '',
    city: 'Halifax',
    province: 'NS',
    country: 'Canada',
    postal: 'B3J',
    companyEmail: `desk-${u.email}`,
    companyPhone: '9025550111',
    fax: '',
    lat: 44.6488,
    lng: -63.5752,
    facebook: '',
    twitter: '',
    linkedin: '',
    category: 'Kinesiology',
    subcategory: 'Exercise Therapy',
    calendartype: '',
    calendarurl: '',
    markers: [],
    geoLocation: { type: 'Point', coordinates: [-63.5752, 44.6488] },
    reference: 'word of mouth',
    reason: '',
    Sunday_open: false,
    Saturday_start_time: 600,
    Saturday_end_time: 840,
    services: [
      serviceInput(),
      serviceInput({ name: 'Assessment', price: '120', service_duration: 60 }),
    ],
    ...overrides,
  };
}

/** A valid business form (POST /company) in Toronto, every day 9 to 5, one call-to-book service. */
export function companyInput(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    name: `Test Clinic ${n}`,
    description: 'A friendly clinic',
    website: 'https://clinic.example.com',
    email: `clinic${n}@example.com`,
    phone: '4165550199',
    fax: '',
    category: 'Dental',
    subcategory: 'General Dentistry',
    street_address: '100 King St W',
    street_address_2: '',
    city: 'Toronto',
    province: 'ON',
    country: 'Canada',
    postal: 'M5X 1A9',
    lat: 43.6487,
    lng: -79.3817,
    services: [serviceInput()],
    ...overrides,
  };
}

export function serviceInput(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Check-up',
    description: 'A routine check-up',
    price: '80',
    service_duration: 30,
    call_to_book: true,
    ...overrides,
  };
}

/** Creates a business owned by `owner` through the API and returns its view. */
export async function createCompany(
  t: TestApp,
  owner: { token: string },
  overrides: Record<string, unknown> = {},
) {
  const res = await t.call('POST', '/api/company', companyInput(overrides), owner.token);
  if (res.statusCode !== 201)
    throw new Error(`createCompany failed: ${res.statusCode} ${res.body}`);
  return res.json() as CompanyView;
}

/** A new person and the business they own. */
export async function createOwnedCompany(t: TestApp, overrides: Record<string, unknown> = {}) {
  const owner = await createUser(t);
  return { owner, company: await createCompany(t, owner, overrides) };
}

/** A business listed by the platform and not claimed yet (no owner, `is_admin`). */
export async function createUnclaimedCompany(t: TestApp, overrides: Record<string, unknown> = {}) {
  const company = await createCompany(t, await createUser(t), overrides);
  await t.database.db
    .update(companies)
    .set({ userId: null, isAdmin: true })
    .where(eq(companies.id, company._id));
  return { ...company, user: null, is_admin: true };
}

/** Marks a business as featured (paid promotion), as an active plan would. */
export async function featureCompany(t: TestApp, companyId: string) {
  await t.database.db
    .update(companies)
    .set({ isFeatured: true })
    .where(eq(companies.id, companyId));
}

/** City centres (lat, lng) the scattered businesses crowd around. */
const SCATTER_CITIES: [number, number][] = [
  [43.6532, -79.3832],
  [45.5019, -73.5674],
  [49.2827, -123.1207],
  [51.0447, -114.0719],
  [40.7128, -74.006],
  [34.0522, -118.2437],
  [41.8781, -87.6298],
  [29.7604, -95.3698],
  [47.6062, -122.3321],
  [39.7392, -104.9903],
];

/**
 * Inserts `count` unclaimed businesses for load and query-plan tests: half crowd around ten big
 * cities (within about 50 km), half are spread over Canada and the US. Positions come from a fixed
 * pseudo-random sequence, so every run places them alike. One in fifty is featured.
 *
 * Loaded as pg_restore does: the secondary indexes are dropped, the rows go in with one
 * statement, and each index is built again from its own definition, so the schema ends exactly as
 * the migrations left it. Building an index once is about twice as fast in PGlite as growing it
 * row by row.
 */
export async function insertScatteredCompanies(db: Db, count: number) {
  await db.transaction(async (tx) => {
    const indexes = rowsOf(
      await tx.execute(sql`
        SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
        FROM pg_index i
        WHERE i.indrelid = 'companies'::regclass
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`),
    ) as { name: string; definition: string }[];
    for (const { name } of indexes) await tx.execute(sql.raw(`DROP INDEX ${name}`));
    await tx.execute(scatteredCompaniesInsert(count));
    for (const { definition } of indexes) await tx.execute(sql.raw(definition));
  });
}

function scatteredCompaniesInsert(count: number) {
  const lats = sql.raw(`ARRAY[${SCATTER_CITIES.map(([lat]) => lat).join(',')}]::float8[]`);
  const lngs = sql.raw(`ARRAY[${SCATTER_CITIES.map(([, lng]) => lng).join(',')}]::float8[]`);
  const categories = sql.raw(
    `ARRAY[${CATEGORY_NAMES.map((c) => `'${c.replace(/'/g, "''")}'`).join(',')}]`,
  );
  return sql`
    INSERT INTO companies (id, name, email, phone, category, city, province, country, lat, lng,
      time_zone, store_hours, is_admin, is_featured)
    SELECT gen_random_uuid(), 'Scattered ' || g, 'scattered' || g || '@example.com', '4165550100',
      (${categories})[1 + g % ${CATEGORY_NAMES.length}], 'Somewhere', 'ON', 'Canada', lat, lng,
      CASE WHEN lng < -115 THEN 'America/Vancouver' WHEN lng < -101 THEN 'America/Denver'
        WHEN lng < -87 THEN 'America/Chicago' ELSE 'America/Toronto' END,
      (SELECT ${JSON.stringify(defaultStoreHours())}::jsonb), true, g % 50 = 0
    FROM (
      SELECT g,
        CASE WHEN g % 2 = 0 THEN (${lats})[1 + g / 2 % ${SCATTER_CITIES.length}] + (r1 - 0.5) * 0.9
          ELSE 25 + r1 * 35 END AS lat,
        CASE WHEN g % 2 = 0 THEN (${lngs})[1 + g / 2 % ${SCATTER_CITIES.length}] + (r2 - 0.5) * 1.2
          ELSE -125 + r2 * 60 END AS lng
      FROM (
        SELECT g,
          abs(sin(g * 12.9898) * 43758.5453) - floor(abs(sin(g * 12.9898) * 43758.5453)) AS r1,
          abs(sin(g * 78.233) * 24634.6345) - floor(abs(sin(g * 78.233) * 24634.6345)) AS r2
        FROM generate_series(1, ${count}::int) AS g
      ) AS random
    ) AS placed`;
}
