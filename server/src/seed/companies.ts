import { randomBytes } from 'node:crypto';
import { CATEGORIES } from '@slotmap/domain/categories';
import { companyInfoSchema } from '@slotmap/domain/companies';
import { FORM_FIELD_DEFINITIONS } from '@slotmap/domain/form-fields';
import { type StoreHours, WEEKDAYS } from '@slotmap/domain/hours';
import { addMonths, PLAN_NAMES, PLANS } from '@slotmap/domain/listings';
import { type ServiceInput, serviceSchema } from '@slotmap/domain/services';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../db/connection.ts';
import {
  companies,
  type NewCompanyRow,
  type NewServiceRow,
  services,
} from '../db/schema/companies.ts';
import { featuredPlans } from '../db/schema/listings.ts';
import { registerUser } from '../modules/accounts/mutations.ts';
import { companyColumns, serviceColumns } from '../modules/companies/columns.ts';
import { companyTimeZone } from '../modules/companies/location.ts';
import { CATEGORY_CONTENT, DEMO_CITIES, NAME_PREFIXES, OWNERS, STREETS } from './company-data.ts';

export const DEMO_COMPANY_COUNT = 330;

/** mulberry32: a small seeded generator, so every fresh demo database has the same businesses. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
  };
}
type Rng = ReturnType<typeof prng>;

const day = (open: boolean, start_time = 540, end_time = 1020) => ({ open, start_time, end_time });

/** Weekly patterns real clinics keep: office hours, late evenings, weekends, a half day. */
function hoursFor(rng: Rng): StoreHours {
  const pattern = rng.int(0, 4);
  const week = {} as StoreHours;
  for (const [i, d] of WEEKDAYS.entries()) {
    const weekend = i === 0 || i === 6;
    if (pattern === 0)
      week[d] = day(!weekend); // Monday to Friday, 9 to 5
    else if (pattern === 1)
      week[d] = weekend ? day(i === 6, 600, 840) : day(true, 720, 1260); // evenings, Saturday morning
    else if (pattern === 2)
      week[d] = day(i !== 0 && i !== 1, 600, 1140); // Tuesday to Saturday
    else if (pattern === 3)
      week[d] = day(!weekend, 480, i === 5 ? 720 : 1200); // long days, Friday half day
    else week[d] = day(true, 660, 1320); // seven days, 11 to 10 (tattoo-studio hours)
  }
  return week;
}

function servicesFor(rng: Rng, category: string, withIntake: boolean): ServiceInput[] {
  const offered = CATEGORY_CONTENT[category].services;
  const count = rng.int(1, Math.min(4, offered.length));
  const start = rng.int(0, offered.length - 1);
  return Array.from({ length: count }, (_, i) => {
    const [name, minutes, dollars] = offered[(start + i) % offered.length];
    const method = rng.int(0, 5);
    return {
      name,
      description: `${name}, ${minutes} minutes with our ${category.toLowerCase()} team.`,
      price: String(dollars),
      service_duration: minutes,
      book_online: method <= 2,
      call_to_book: method === 3 || method === 4,
      book_site: method === 5,
      book_site_link: method === 5 ? 'https://booking.example.com' : '',
      intakeForm:
        withIntake && i === 0
          ? [FORM_FIELD_DEFINITIONS[4], FORM_FIELD_DEFINITIONS[rng.int(5, 12)]].map((f) => ({
              field_category: f.field_category,
              field_label: f.field_label,
              field_type: f.field_type,
              is_required: f.field_type === 'textarea',
              options: f.options,
            }))
          : [],
    };
  });
}

/** Demo owners: the demo business owner and a few more; their passwords are never shown. */
async function demoOwners(db: Db, ownerId: string): Promise<string[]> {
  const ids = [ownerId];
  for (const o of OWNERS) {
    const user = await registerUser(
      db,
      { ...o, password: randomBytes(18).toString('base64url') },
      { section: 'business', confirmed: true },
    );
    ids.push(user.id);
  }
  return ids;
}

/**
 * Businesses across real cities and every category, written in a few bulk inserts. The demo
 * business owner gets the first ones; about one in six is unclaimed (no owner yet).
 */
export async function seedCompanies(db: Db, demoOwnerId: string, count = DEMO_COMPANY_COUNT) {
  const rng = prng(20240601);
  const owners = await demoOwners(db, demoOwnerId);
  const companyRows: NewCompanyRow[] = [];
  const serviceRows: NewServiceRow[] = [];
  const now = Date.now();
  for (let i = 0; i < count; i++) {
    const category = CATEGORIES[i % CATEGORIES.length];
    const content = CATEGORY_CONTENT[category.category_name];
    const place = DEMO_CITIES[(i * 7 + rng.int(0, 2)) % DEMO_CITIES.length];
    const prefix = rng.next() < 0.25 ? place.city : rng.pick(NAME_PREFIXES);
    const slug = `${prefix}${i}`.toLowerCase().replace(/[^a-z0-9]/g, '');
    const info = companyInfoSchema.parse({
      name: `${prefix} ${rng.pick(content.names)}`,
      description: `${category.category_name} care in ${place.city}.`,
      website: rng.next() < 0.6 ? `https://${slug}.example.com` : '',
      email: `hello@${slug}.example.com`,
      phone: `${place.area}555${String(1000 + i).slice(-4)}`,
      category: category.category_name,
      subcategory: rng.pick(category.sub_category_name).text,
      street_address: `${rng.int(1, 2400)} ${rng.pick(STREETS)}`,
      city: place.city,
      province: place.province,
      country: place.country,
      postal: place.postal,
      lat: Number((place.lat + (rng.next() - 0.5) * 0.08).toFixed(5)),
      lng: Number((place.lng + (rng.next() - 0.5) * 0.12).toFixed(5)),
      facebook: rng.next() < 0.3 ? `https://facebook.com/${slug}` : '',
      instagram: rng.next() < 0.4 ? `https://instagram.com/${slug}` : '',
    });
    const unclaimed = i >= 8 && rng.next() < 0.17;
    const id = uuidv7();
    companyRows.push({
      id,
      ...companyColumns(info, hoursFor(rng), companyTimeZone(info)),
      userId: unclaimed ? null : i < 8 ? demoOwnerId : rng.pick(owners),
      isAdmin: unclaimed,
      // Featured only with a plan that covers today (below), as the plans decide (decision 042).
      isFeatured: rng.next() < 0.08 && !unclaimed,
      // Spread over the last year, so "newest first" means something.
      createdAt: new Date(now - (count - i) * 26 * 60 * 60 * 1000),
    });
    for (const s of servicesFor(rng, category.category_name, i % 5 === 0))
      serviceRows.push({ ...serviceColumns(serviceSchema.parse(s)), companyId: id });
  }
  const planRows = companyRows
    .filter((c) => c.isFeatured)
    .map((c, n) => {
      const plan = PLAN_NAMES[n % 4];
      const startDate = new Date(now - ((n * 5) % 20) * 24 * 60 * 60 * 1000);
      return {
        companyId: c.id as string,
        boughtBy: c.userId ?? null,
        planName: plan,
        amountCents: PLANS[plan].amountCents,
        status: 'active',
        startDate,
        endDate: addMonths(startDate, PLANS[plan].months),
        provider: 'test',
        paidAt: startDate,
        createdAt: startDate,
      };
    });
  await db.transaction(async (tx) => {
    for (let i = 0; i < companyRows.length; i += 100)
      await tx.insert(companies).values(companyRows.slice(i, i + 100));
    for (let i = 0; i < serviceRows.length; i += 200)
      await tx.insert(services).values(serviceRows.slice(i, i + 200));
    if (planRows.length > 0) await tx.insert(featuredPlans).values(planRows);
  });
  return { companies: companyRows.length, services: serviceRows.length };
}
