import {
  type CountryCode,
  countryOfProvince,
  PROVINCE_CODES,
  PROVINCE_NAMES,
  type ProvinceCode,
} from '@slotmap/domain/places';
import { normalizeText } from './normalize.ts';

/** What a search box's text asks for. */
export type PlaceQuery =
  | { kind: 'postal'; prefix: string; full?: string }
  | { kind: 'name'; searches: NameSearch[] };

/** A name prefix, optionally kept to some provinces; several are tried in order. */
export interface NameSearch {
  text: string;
  provinces?: ReadonlySet<ProvinceCode>;
}

// US ZIP (3+ digits of it, or ZIP+4). Canadian postal code: letter digit letter, digit letter
// digit; Canada Post never uses D F I O Q U, nor W Z as a first letter.
const ZIP = /^(?:(\d{5})-?\d{0,4}|(\d{3,4}))$/;
const CANADIAN = /^([ABCEGHJ-NPRSTVXY]\d)(?:([ABCEGHJ-NPRSTV-Z])(\d(?:[ABCEGHJ-NPRSTV-Z]\d?)?)?)?$/;

const COUNTRY_WORDS: Record<string, CountryCode> = {
  canada: 'CA',
  us: 'US',
  usa: 'US',
  'u s': 'US',
  'u s a': 'US',
  'united states': 'US',
  'united states of america': 'US',
};
const PROVINCE_BY_NAME = new Map(
  PROVINCE_CODES.map((code) => [normalizeText(PROVINCE_NAMES[code]), code]),
);

export function parsePlaceQuery(query: string): PlaceQuery {
  const compact = query.replace(/\s+/g, '').toUpperCase();
  const zip = ZIP.exec(compact);
  if (zip) return { kind: 'postal', prefix: zip[1] ?? zip[2] };
  const ca = CANADIAN.exec(compact);
  if (ca) {
    const [, area, letter = '', unit] = ca;
    const fsa = area + letter;
    return { kind: 'postal', prefix: fsa, full: unit?.length === 3 ? `${fsa} ${unit}` : undefined };
  }
  if (/^\d+$/.test(compact)) return { kind: 'name', searches: [] }; // too short for a ZIP
  return { kind: 'name', searches: nameSearches(query) };
}

/**
 * "Springfield, IL", "Toronto, Ontario, Canada", "portland or", "saint john new brunswick":
 * after a comma comes a province or country (a prefix of one while typing); without a comma,
 * a trailing province code or full name is tried after the text as a whole.
 */
function nameSearches(query: string): NameSearch[] {
  const [head, ...rest] = query.split(',');
  const text = normalizeText(head);
  if (!text) return [];
  const qualifiers = rest.map(normalizeText).filter(Boolean);
  if (qualifiers.length) {
    let provinces = new Set(PROVINCE_CODES);
    for (const q of qualifiers) {
      const country = COUNTRY_WORDS[q];
      const allowed = country
        ? PROVINCE_CODES.filter((p) => countryOfProvince(p) === country)
        : provincesStartingWith(q);
      provinces = new Set(allowed.filter((p) => provinces.has(p)));
    }
    return [{ text, provinces }];
  }
  const searches: NameSearch[] = [{ text }];
  const words = text.split(' ');
  for (let n = Math.min(3, words.length - 1); n >= 1; n--) {
    const province = exactProvince(words.slice(-n).join(' '));
    if (province)
      searches.push({ text: words.slice(0, -n).join(' '), provinces: new Set([province]) });
  }
  return searches;
}

function exactProvince(text: string): ProvinceCode | undefined {
  const code = text.toUpperCase();
  if (text.length === 2 && Object.hasOwn(PROVINCE_NAMES, code)) return code as ProvinceCode;
  return PROVINCE_BY_NAME.get(text);
}

/** Provinces a qualifier can mean: its code ("il"), a name it starts ("ill"), or (from a pasted
 * label such as "ON M5V") the code in its first word. */
function provincesStartingWith(text: string): ProvinceCode[] {
  const code = text.toUpperCase();
  const found = PROVINCE_CODES.filter(
    (p) =>
      (text.length <= 2 && p.startsWith(code)) || normalizeText(PROVINCE_NAMES[p]).startsWith(text),
  );
  if (found.length) return found;
  const first = exactProvince(text.split(' ')[0]);
  return first ? [first] : [];
}
