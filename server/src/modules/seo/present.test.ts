import type { CompanyView } from '@slotmap/domain/company-view';
import { defaultStoreHours } from '@slotmap/domain/hours';
import { describe, expect, it } from 'vitest';
import { expandSchemaOrg, SCHEMA_ORG, value, values } from '../../test/json-ld.ts';
import { schemaOrgIssues } from '../../test/schema-org.ts';
import { companyHead, headHtml, missingCompanyHead, publicPageHead } from './present.ts';

const URL_BASE = 'https://slotmap.example';

/** A business as GET /company/{id} shows it to a visitor. */
function company(overrides: Partial<CompanyView> = {}): CompanyView {
  const hours = defaultStoreHours();
  hours.Sunday = { open: false, start_time: 540, end_time: 1020 };
  hours.Saturday = { open: true, start_time: 600, end_time: 1440 };
  return {
    _id: '0190a4c2-0000-7000-8000-000000000001',
    name: 'Maple Dental',
    description: 'Family dentistry downtown.',
    website: 'https://maple.example',
    email: 'hello@maple.example',
    phone: '4165550199',
    fax: '',
    category: 'Dental',
    subcategory: 'General Dentistry',
    location: {
      street_address: '100 King St W',
      street_address_2: 'Suite 5',
      city: 'Toronto',
      province: 'ON',
      country: 'Canada',
      postal: 'M5X 1A9',
      lat: 43.6487,
      lng: -79.3817,
    },
    geoLocation: { type: 'Point', coordinates: [-79.3817, 43.6487] },
    social: { facebook: 'https://facebook.com/maple', twitter: '', linkedin: '', instagram: '' },
    store_hours: hours,
    time_zone: 'America/Toronto',
    closures: [],
    change_cutoff_hours: 0,
    reminder_offsets: [],
    services: [],
    likes: [],
    notified: [],
    likes_count: 0,
    notified_count: 0,
    reviews: [],
    rating: { average: null, count: 0 },
    user: null,
    is_admin: false,
    is_featured: false,
    calendartype: '',
    calendarurl: '',
    date_created: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('the business page head', () => {
  it('names the business and its town, and describes it in its own words', () => {
    const head = companyHead(company(), URL_BASE, 'en');
    expect(head.title).toBe('Maple Dental · Toronto, ON | Slotmap');
    expect(head.description).toBe('Family dentistry downtown.');
    expect(head.canonical).toBe(`${URL_BASE}/company/0190a4c2-0000-7000-8000-000000000001`);
  });

  it('describes a business that wrote nothing by what and where it is, and cuts a long text at a word', () => {
    expect(companyHead(company({ description: '' }), URL_BASE, 'en').description).toBe(
      'Maple Dental, general dentistry in Toronto, ON. See the opening hours and services, and book an appointment online.',
    );
    const long = companyHead(company({ description: 'word '.repeat(60) }), URL_BASE, 'en');
    expect(long.description.length).toBeLessThanOrEqual(160);
    expect(long.description).toMatch(/word…$/);
  });

  it('speaks the reader’s language: French words and category, the business’s own as written', () => {
    const written = companyHead(company(), URL_BASE, 'fr');
    expect(written.title).toBe('Maple Dental · Toronto, ON | Slotmap');
    expect(written.description).toBe('Family dentistry downtown.');
    expect(companyHead(company({ description: '' }), URL_BASE, 'fr').description).toBe(
      'Maple Dental, dentisterie générale à Toronto, ON. Consultez les heures d’ouverture et les services, et prenez rendez-vous en ligne.',
    );
    const html = headHtml(written);
    expect(html).toContain('<meta property="og:locale" content="fr_CA" />');
    expect(headHtml(companyHead(company(), URL_BASE, 'en'))).toContain(
      '<meta property="og:locale" content="en_CA" />',
    );
    expect(missingCompanyHead(URL_BASE, '/company/x', 'fr')).toMatchObject({
      title: 'Page introuvable | Slotmap',
      noindex: true,
    });
    expect(publicPageHead('/find', URL_BASE, 'fr').title).toBe(
      'Trouver un rendez-vous près de chez vous | Slotmap',
    );
    expect(publicPageHead('/find', URL_BASE, 'en').title).toBe(
      'Find appointments near you | Slotmap',
    );
  });

  it('escapes every value it writes into the page', () => {
    const html = headHtml(
      companyHead(company({ name: '</title><script>alert("x")</script> & Sons' }), URL_BASE, 'en'),
    );
    expect(html).not.toContain('<script>alert');
    expect(html).toContain(
      '<title>&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Sons · Toronto, ON | Slotmap</title>',
    );
    // The JSON-LD's one script element is the only one, and it ends where it should.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});

describe('the business as schema.org LocalBusiness', () => {
  const jsonLd = (c: CompanyView) => companyHead(c, URL_BASE, 'en').jsonLd as object;

  it('reads, in a JSON-LD processor, as a LocalBusiness with its address, position, hours, phone and page', async () => {
    const [business] = await expandSchemaOrg(jsonLd(company()));
    expect(business['@type']).toEqual([`${SCHEMA_ORG}LocalBusiness`]);
    expect(value(business, 'name')).toBe('Maple Dental');
    expect(value(business, 'telephone')).toBe('+1-416-555-0199');
    expect(value(business, 'url')).toBe(`${URL_BASE}/company/0190a4c2-0000-7000-8000-000000000001`);
    const [address] = values(business, 'address');
    expect(address['@type']).toEqual([`${SCHEMA_ORG}PostalAddress`]);
    expect(value(address, 'streetAddress')).toBe('100 King St W, Suite 5');
    expect(value(address, 'addressLocality')).toBe('Toronto');
    expect(value(address, 'addressRegion')).toBe('ON');
    expect(value(address, 'postalCode')).toBe('M5X 1A9');
    expect(value(address, 'addressCountry')).toBe('CA');
    const [geo] = values(business, 'geo');
    expect([value(geo, 'latitude'), value(geo, 'longitude')]).toEqual([43.6487, -79.3817]);
    const hours = values(business, 'openingHoursSpecification').map((h) => [
      value(h, 'dayOfWeek'),
      value(h, 'opens'),
      value(h, 'closes'),
    ]);
    // Sunday is closed; Saturday closes at midnight, the day's last minute.
    expect(hours).toEqual([
      ['https://schema.org/Monday', '09:00', '17:00'],
      ['https://schema.org/Tuesday', '09:00', '17:00'],
      ['https://schema.org/Wednesday', '09:00', '17:00'],
      ['https://schema.org/Thursday', '09:00', '17:00'],
      ['https://schema.org/Friday', '09:00', '17:00'],
      ['https://schema.org/Saturday', '10:00', '23:59'],
    ]);
    expect(values(business, 'sameAs').map((s) => s['@id'])).toEqual(['https://facebook.com/maple']);
    expect(values(business, 'aggregateRating')).toEqual([]);
  });

  it('carries the rating once the business has reviews', async () => {
    const rated = company({ rating: { average: 4.333333, count: 3 } });
    const [business] = await expandSchemaOrg(jsonLd(rated));
    const [rating] = values(business, 'aggregateRating');
    expect(rating['@type']).toEqual([`${SCHEMA_ORG}AggregateRating`]);
    expect(value(rating, 'ratingValue')).toBe(4.3);
    expect(value(rating, 'reviewCount')).toBe(3);
    expect(value(rating, 'bestRating')).toBe(5);
  });

  it('leaves out what the business left empty', async () => {
    const bare = company({
      description: '',
      phone: '',
      social: { facebook: '', twitter: '', linkedin: '', instagram: '' },
    });
    const [business] = await expandSchemaOrg(jsonLd(bare));
    expect(values(business, 'description')).toEqual([]);
    expect(values(business, 'telephone')).toEqual([]);
    expect(values(business, 'sameAs')).toEqual([]);
  });
});

describe('the business JSON-LD by schema.org’s vocabulary', () => {
  const jsonLd = (c: CompanyView) =>
    companyHead(c, URL_BASE, 'en').jsonLd as Record<string, unknown>;
  const rated = company({
    rating: { average: 4.333333, count: 3 },
    social: {
      facebook: 'https://facebook.com/maple',
      twitter: 'https://x.com/maple',
      linkedin: '',
      instagram: 'https://instagram.com/maple',
    },
  });

  it('passes a schema.org validator: known types and properties, each value of a type it takes', async () => {
    expect(await schemaOrgIssues(jsonLd(company()))).toEqual([]);
    expect(await schemaOrgIssues(jsonLd(rated))).toEqual([]);
  });

  it('would fail on a type schema.org does not have', async () => {
    const issues = await schemaOrgIssues({ ...jsonLd(rated), '@type': 'LocalBusinessPlace' });
    expect(issues).toContain('ERROR: Type "LocalBusinessPlace" is not a valid schema.org type');
  });

  it('would fail on a property the type does not have, however deep', async () => {
    const business = jsonLd(rated);
    const address = { ...(business.address as object), floor: '5' };
    const issues = await schemaOrgIssues({
      ...business,
      openingHour: 'Mo-Fr 09:00-17:00',
      address,
    });
    expect(issues).toEqual([
      'WARNING: Property "openingHour" for type "LocalBusiness" is not supported by the schema.org specification',
      'WARNING: Property "floor" for type "PostalAddress" is not supported by the schema.org specification',
    ]);
  });

  it('would fail on a value of a type its property does not take', async () => {
    const business = jsonLd(rated);
    const rating = { ...(business.aggregateRating as object), reviewCount: 'three' };
    const issues = await schemaOrgIssues({
      ...business,
      geo: '43.6487,-79.3817',
      sameAs: ['facebook.com/maple'],
      aggregateRating: rating,
    });
    expect(issues).toEqual([
      // What search engines require of a rating, which the validator knows too.
      'ERROR: One of the following conditions needs to be met: Required attribute "ratingCount" is missing or Invalid type for attribute "reviewCount"',
      'LocalBusiness.geo: "43.6487,-79.3817" is not one of GeoCoordinates, GeoShape',
      'LocalBusiness.aggregateRating.reviewCount: "three" is not one of Integer',
      'LocalBusiness.sameAs: "facebook.com/maple" is not one of URL',
    ]);
  });
});
