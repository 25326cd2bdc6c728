// Micro-benchmark of the embedded place search (address autocomplete):
//   npx tsx bench/places-search.ts [seconds per part, default 2]
// Prints the one-time cost of reading the gazetteer and building the index, then searches per
// second and latency percentiles for queries typed one keystroke at a time, and for reverse
// lookups (the locate-me button).
import { performance } from 'node:perf_hooks';
import { placeIndex, reversePlace, searchPlaces } from '../server/src/modules/places/data.ts';

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

function run(name: string, ops: (() => unknown)[]) {
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
  const rate = Math.round(latencies.length / elapsed).toLocaleString('en-US');
  console.log(
    `${name}: ${rate} ops/sec over ${latencies.length.toLocaleString('en-US')} calls; ` +
      `latency ms p50 ${at(0.5)}, p99 ${at(0.99)}, max ${at(1)}`,
  );
}

run(
  `search (${queries.length} keystroke prefixes)`,
  queries.map((q) => () => searchPlaces(q)),
);
run(
  `reverse (${points.length} points)`,
  points.map(
    ([lat, lng]) =>
      () =>
        reversePlace(lat, lng),
  ),
);
