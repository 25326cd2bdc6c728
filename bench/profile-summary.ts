// Where a server's CPU time went, from the profiles BENCH_CPU_PROF=<folder> made:
//   npx tsx bench/profile-summary.ts <folder> [lines, default 25]
// Prints the share of sampled time by where the code lives (the server's own modules, the domain,
// each library, Node itself, idle), then the functions with the most self time.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const folder = process.argv[2];
const lines = Number(process.argv[3] ?? 25);
if (!folder) {
  console.error('usage: npx tsx bench/profile-summary.ts <folder> [lines]');
  process.exit(1);
}

/** Where a frame's code lives: a library by its package name, our own code by its folder. */
function placeOf(url: string, name: string): string {
  if (name === '(idle)' || name === '(program)' || name === '(garbage collector)') return name;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  const own = /\/(server|domain)\/src\/([^/]+)/.exec(url);
  if (own) return `${own[1]}/${own[2]}`;
  if (url.startsWith('node:') || url === '') return 'node (built in)';
  return url;
}

const byPlace = new Map<string, number>();
const byFunction = new Map<string, number>();
let total = 0;
for (const file of readdirSync(folder).filter((f) => f.endsWith('.cpuprofile'))) {
  const profile = JSON.parse(readFileSync(join(folder, file), 'utf8')) as Profile;
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    const { functionName, url, lineNumber } = nodes.get(id)?.callFrame ?? {
      functionName: '?',
      url: '',
      lineNumber: 0,
    };
    const place = placeOf(url, functionName);
    const fn = `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
    byPlace.set(place, (byPlace.get(place) ?? 0) + dt);
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + dt);
    total += dt;
  });
}
if (total === 0) {
  console.error(`no samples in ${folder}/*.cpuprofile`);
  process.exit(1);
}
const busy = total - (byPlace.get('(idle)') ?? 0);
const show = (title: string, map: Map<string, number>, denominator: number) => {
  console.log(`\n${title}`);
  for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, lines))
    console.log(`${((100 * us) / denominator).toFixed(1).padStart(6)} %  ${key}`);
};
console.log(`${(total / 1e6).toFixed(1)} s sampled, ${((100 * busy) / total).toFixed(0)} % busy`);
byPlace.delete('(idle)');
for (const key of byFunction.keys()) if (key.startsWith('(idle)')) byFunction.delete(key);
show('Busy time by where the code lives', byPlace, busy);
show('Functions by self time (share of busy time)', byFunction, busy);
