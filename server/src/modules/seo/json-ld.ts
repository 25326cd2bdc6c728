import type { CompanyView } from '@slotmap/domain/company-view';
import { type DayHours, WEEKDAYS } from '@slotmap/domain/hours';
import { phoneDigits } from '@slotmap/domain/phone';
import type {
  AggregateRating,
  LocalBusiness,
  OpeningHoursSpecification,
  PostalAddress,
  WithContext,
} from 'schema-dts';

/** schema.org's own names of the countries businesses are listed in; others go as stored. */
const COUNTRY_CODES: Record<string, string> = { Canada: 'CA', 'United States': 'US' };

/** 540 → '09:00'; midnight at the end of a day is the day's last minute, as schema.org has no 24:00. */
function clockTime(minutes: number): string {
  const m = Math.min(minutes, 1439);
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** A North American number in the international form search engines read; others as stored. */
function telephone(phone: string): string | undefined {
  const digits = phoneDigits(phone);
  if (digits.length === 10)
    return `+1-${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  if (digits.length === 11 && digits.startsWith('1'))
    return `+1-${digits.slice(1, 4)}-${digits.slice(4, 7)}-${digits.slice(7)}`;
  return phone.trim() || undefined;
}

/** The weekly hours, one entry per open day (a closed day is simply not listed). */
function openingHours(hours: CompanyView['store_hours']): OpeningHoursSpecification[] {
  return WEEKDAYS.filter((day) => hours[day]?.open).map((day) => {
    const { start_time, end_time } = hours[day] as DayHours;
    return {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${day}`,
      opens: clockTime(start_time),
      closes: clockTime(end_time),
    };
  });
}

/** A field a business left empty is left out: schema.org reads a missing field, not a blank one. */
const given = (text: string | undefined): string | undefined => text?.trim() || undefined;

function postalAddress(location: CompanyView['location']): PostalAddress {
  return {
    '@type': 'PostalAddress',
    streetAddress: given(
      [location.street_address, location.street_address_2].filter(Boolean).join(', '),
    ),
    addressLocality: given(location.city),
    addressRegion: given(location.province),
    postalCode: given(location.postal),
    addressCountry: given(COUNTRY_CODES[location.country] ?? location.country),
  };
}

function aggregateRating(rating: CompanyView['rating']): AggregateRating | undefined {
  if (!rating || rating.count === 0 || rating.average === null) return undefined;
  return {
    '@type': 'AggregateRating',
    ratingValue: Math.round(rating.average * 10) / 10,
    reviewCount: rating.count,
    bestRating: 5,
    worstRating: 1,
  };
}

/**
 * The business as schema.org `LocalBusiness` (decision 065): name, address, position, weekly
 * opening hours, phone, page and, once it has reviews, its rating. Search engines show these
 * beside the result; `url` is the page's canonical address. The type is schema.org's own
 * (schema-dts), so a property or value the vocabulary lacks does not compile.
 */
export function localBusinessJsonLd(company: CompanyView, url: string): WithContext<LocalBusiness> {
  const social = Object.values(company.social ?? {}).filter((s) => /^https?:\/\//.test(s));
  const business: WithContext<LocalBusiness> = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${url}#business`,
    name: company.name,
    description: given(company.description),
    url,
    telephone: company.phone ? telephone(company.phone) : undefined,
    address: postalAddress(company.location),
    geo: {
      '@type': 'GeoCoordinates',
      latitude: company.location.lat,
      longitude: company.location.lng,
    },
    openingHoursSpecification: openingHours(company.store_hours),
    aggregateRating: aggregateRating(company.rating),
    sameAs: social.length > 0 ? social : undefined,
  };
  // JSON.stringify leaves out what is undefined.
  return business;
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` is written `\u003c`, so nothing in it
 * (a business named `</script>`) can end the element; JSON readers see the same text.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
