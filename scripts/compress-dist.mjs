#!/usr/bin/env node
// Writes a Brotli (.br) and a gzip (.gz) copy beside every text asset of a web build, so the
// server sends compressed files without compressing on each request (@fastify/static's
// preCompressed). Run after `vite build`: node scripts/compress-dist.mjs web/dist

import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this, compression saves less than the headers it costs. */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (TEXT.test(name)) yield path;
  }
}

const dist = process.argv[2];
if (!dist) {
  console.error('Usage: node scripts/compress-dist.mjs DIST_DIR');
  process.exit(2);
}
let count = 0;
let before = 0;
let after = 0;
for (const path of files(dist)) {
  const body = readFileSync(path);
  if (body.length < MIN_BYTES) continue;
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  count++;
  before += body.length;
  after += br.length;
}
const kb = (n) => `${Math.round(n / 1024)} kB`;
console.log(`compressed ${count} files: ${kb(before)} → ${kb(after)} with Brotli`);
