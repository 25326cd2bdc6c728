import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { expect } from 'vitest';
import { uploads } from '../db/schema/uploads.ts';
import { installErrorHandling } from '../http/errors.ts';
import type { TestApp } from './app.ts';
import { createCheckedTestApp } from './checks.ts';
import { uploadRoutes } from '../modules/uploads/routes.ts';

/* What the uploads tests share: real images, browser-style forms, an app with its own DATA_DIR. */

// Tiny real images, byte by byte (each decodes to a 1×1 picture).
function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  pngChunk('IHDR', Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0])),
  pngChunk('IDAT', deflateSync(Buffer.from([0, 0xe8, 0x59, 0x0c]))),
  pngChunk('IEND', Buffer.alloc(0)),
]);
/** Baseline JPEG, one grey pixel: one quantisation table, one-code Huffman tables, one block. */
const huffmanTable = (tableClass: number) => [
  ...[0xff, 0xc4, 0x00, 0x14, tableClass, 1],
  ...Array(15).fill(0),
  0x00,
];
export const JPEG = Buffer.from([
  ...[0xff, 0xd8],
  ...[0xff, 0xdb, 0x00, 0x43, 0x00, ...Array(64).fill(1)],
  ...[0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x01, 0x00, 0x01, 0x01, 0x01, 0x11, 0x00],
  ...huffmanTable(0x00),
  ...huffmanTable(0x10),
  ...[0xff, 0xda, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3f, 0x00, 0x3f],
  ...[0xff, 0xd9],
]);
export const GIF = Buffer.concat([
  Buffer.from('GIF89a', 'latin1'),
  Buffer.from([1, 0, 1, 0, 0x80, 0, 0, 0xe8, 0x59, 0x0c, 0xff, 0xff, 0xff]),
  Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3b]),
]);
/** Lossless WebP, one transparent pixel. */
export const WEBP = Buffer.from(
  '524946461a000000574542505650384c0d0000002f00000010071011118888fe0700',
  'hex',
);

export interface FormPart {
  name: string;
  filename?: string;
  type?: string;
  data: Buffer | string;
}

/** A multipart/form-data body as a browser sends it. */
export function form(parts: FormPart[]) {
  const boundary = `----SlotmapForm${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"` +
        (p.filename === undefined ? '' : `; filename="${p.filename}"`) +
        `\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`,
    ),
    Buffer.from(p.data),
    Buffer.from('\r\n'),
  ]);
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export const imageFile = (data: Buffer, filename = 'photo.png', type = 'image/png'): FormPart[] => [
  { name: 'file', filename, type, data },
];

export interface Harness {
  t: TestApp;
  /** The app serving /api/uploads (the test app itself once it mounts the routes). */
  server: FastifyInstance;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The test app on its own DATA_DIR. Until app.ts mounts uploadRoutes, they are mounted on a second
 * instance under /api, sharing the test app's context and database, with the same error handling.
 */
export async function createHarness(config: Parameters<typeof createCheckedTestApp>[0] = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'slotmap-uploads-'));
  const t = await createCheckedTestApp({ config: { ...config.config, dataDir } });
  let server = t.app;
  if (!t.app.hasRoute({ method: 'POST', url: '/api/uploads' })) {
    server = Fastify({ logger: false });
    server.setValidatorCompiler(validatorCompiler);
    server.setSerializerCompiler(serializerCompiler);
    server.decorateRequest('user', null);
    installErrorHandling(server);
    await server.register(uploadRoutes(t.app.ctx), { prefix: '/api' });
    await server.ready();
  }
  const harness: Harness = {
    t,
    server,
    dataDir,
    async close() {
      if (server !== t.app) await server.close();
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return harness;
}

export function upload(h: Harness, token: string | undefined, parts: FormPart[]) {
  const body = form(parts);
  return h.server.inject({
    method: 'POST',
    url: '/api/uploads',
    payload: body.payload,
    headers: { 'content-type': body.contentType, ...(token ? { 'x-auth-token': token } : {}) },
  });
}

export const fetchUpload = (h: Harness, path: string) =>
  h.server.inject({ method: 'GET', url: path });

/** Everything under DATA_DIR/uploads, temporary files included. */
export function storedFiles(h: Harness): string[] {
  try {
    return readdirSync(join(h.dataDir, 'uploads')).sort();
  } catch {
    return [];
  }
}

export async function uploadRows(h: Harness) {
  return h.t.database.db.select().from(uploads);
}

/** Runs `act` and checks it stored nothing: no new row, no new file, no temporary file. */
export async function expectNothingStored(h: Harness, act: () => Promise<LightMyRequestResponse>) {
  const filesBefore = storedFiles(h);
  const rowsBefore = (await uploadRows(h)).length;
  const res = await act();
  expect(storedFiles(h)).toEqual(filesBefore);
  expect(await uploadRows(h)).toHaveLength(rowsBefore);
  return res;
}
