// Micro-benchmark of the embedded place search (address autocomplete):
//   npx tsx bench/places-search.ts [seconds per part, default 2]
// Prints the one-time cost of reading the gazetteer and building the index, then searches per
// second and latency percentiles for queries typed one keystroke at a time, and for reverse
// lookups (the locate-me button). The baseline does the least the same answers need without the
// index: one pass over every place, comparing the typed text with each name (search), or the
// distance to each place (reverse), keeping the 10 best.
import './zone-rules.ts';
import { performance } from 'node:perf_hooks';
import { placeIndex, reversePlace, searchPlaces } from '../server/src/modules/places/data.ts';
import { loadGazetteer } from '../server/src/modules/places/gazetteer.ts';
import { normalizeText } from '../server/src/modules/places/normalize.ts';

const seconds = Number(process.argv[2] ?? 2);

/** What people type, every prefix of it: names, "City, ST", ZIP and postal codes. */
const typed = [
  'Montréal',
  "St. John's",
  'Springfield, IL',
  'san francisco',
  'Toronto, ON',
  'Kansas City, MO',
  'Saint-Jérôme',
  'portland or',
  '10001',
  '94103-1234',
  'M5V 3L9',
  'H2X',
  'London',
  'Paris, TX',
  'Vancouver, Canada',
  'xqzv',
];
const queries = typed.flatMap((q) => Array.from(q, (_, i) => q.slice(0, i + 1)));
const points: [number, number][] = [
  [43.6532, -79.3832],
  [49.2827, -123.1207],
  [40.7128, -74.006],
  [61.2181, -149.9003],
  [32.6789, -115.4989],
  [21.3069, -157.8583],
  [51.5074, -0.1278],
  [47.5615, -52.7126],
];

let start = performance.now();
placeIndex();
console.log(
  `cold start (read gazetteer + build index): ${(performance.now() - start).toFixed(0)} ms`,
);

function run(name: string, ops: (() => unknown)[]): number {
  for (const op of ops) op(); // warm the JIT
  const latencies: number[] = [];
  const until = performance.now() + seconds * 1000;
  start = performance.now();
  while (performance.now() < until) {
    for (const op of ops) {
      const t = performance.now();
      op();
      latencies.push(performance.now() - t);
    }
  }
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.floor((latencies.length - 1) * p)].toFixed(3);
  const perSecond = latencies.length / elapsed;
  const rate = Math.round(perSecond).toLocaleString('en-US');
  console.log(
    `${name}: ${rate} ops/sec over ${latencies.length.toLocaleString('en-US')} calls; ` +
      `latency ms p50 ${at(0.5)}, p99 ${at(0.99)}, max ${at(1)}`,
  );
  return perSecond;
}

// The baseline's data: every place with its name already normalized, as the index has it.
const places = loadGazetteer().map((p) => ({ ...p, key: normalizeText(`${p.name} ${p.postal}`) }));
/** The 10 lowest scores in one pass, kept in order as they come (no sort of the whole list). */
function best10<T>(items: T[], score: (item: T) => number): T[] {
  const top: { item: T; s: number }[] = [];
  for (const item of items) {
    const s = score(item);
    if (!(s < (top.length < 10 ? Infinity : top[9].s))) continue;
    let i = Math.min(top.length, 9);
    while (i > 0 && top[i - 1].s > s) i--;
    top.splice(i, 0, { item, s });
    if (top.length > 10) top.pop();
  }
  return top.map((t) => t.item);
}
const scanSearch = (q: string) => {
  const typedText = normalizeText(q);
  return best10(places, (p) => (p.key.startsWith(typedText) ? -p.population : Infinity));
};
const scanReverse = (lat: number, lng: number) =>
  best10(
    places,
    (p) => (p.lat - lat) ** 2 + ((p.lng - lng) * Math.cos((lat * Math.PI) / 180)) ** 2,
  );

const search = run(
  `search (${queries.length} keystroke prefixes)`,
  queries.map((q) => () => searchPlaces(q)),
);
const searchScan = run(
  `  baseline, one pass over ${places.length.toLocaleString('en-US')} places`,
  queries.map((q) => () => scanSearch(q)),
);
const reverse = run(
  `reverse (${points.length} points)`,
  points.map(
    ([lat, lng]) =>
      () =>
        reversePlace(lat, lng),
  ),
);
const reverseScan = run(
  '  baseline, one pass over every place',
  points.map(
    ([lat, lng]) =>
      () =>
        scanReverse(lat, lng),
  ),
);
console.log(
  `index / one pass: search ${(search / searchScan).toFixed(0)}x, reverse ${(reverse / reverseScan).toFixed(0)}x`,
);
