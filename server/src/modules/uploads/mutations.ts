import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../db/connection.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { badRequest } from '../../http/errors.ts';
import type { UploadRow } from './data.ts';
import { detectImageType, IMAGE_HEAD_BYTES } from './image-type.ts';
import { uploadsDir } from '../../integrations/uploads/storage.ts';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const NO_FILE = 'Please choose an image to upload';
export const NOT_AN_IMAGE = 'Only PNG, JPEG, GIF or WebP images can be uploaded';
export const TOO_BIG = 'Images must be at most 5 MB';
export const CUT_SHORT = 'The upload was cut short. Please try again.';

/** An uploaded file as the multipart parser hands it over: cut short once it passes the limit. */
export type IncomingFile = Readable & { truncated: boolean };

/**
 * Keeps an uploaded image under DATA_DIR/uploads and records it. The bytes go to a hidden temporary
 * name first and are renamed into place only once they are known to be a whole image of an
 * accepted type, so a refused or interrupted upload leaves nothing behind and no half-written
 * file is ever served.
 */
export async function saveUpload(
  db: Db,
  dataDir: string,
  userId: string,
  file: IncomingFile,
): Promise<UploadRow> {
  const dir = uploadsDir(dataDir);
  await mkdir(dir, { recursive: true });
  const temp = join(dir, `.${randomUUID()}.part`);
  try {
    await pipeline(file, createWriteStream(temp, { flags: 'wx' })).catch((err: unknown) => {
      // The form ended before the file did (a dropped connection, a body cut short): the sender's
      // doing, not a fault here.
      throw file.errored ? badRequest(CUT_SHORT) : err;
    });
    if (file.truncated) throw badRequest(TOO_BIG);
    const { size } = await stat(temp);
    if (size === 0) throw badRequest(NO_FILE);
    const type = detectImageType(await readHead(temp));
    if (!type) throw badRequest(NOT_AN_IMAGE);

    const id = uuidv7();
    const fileName = `${id}.${type.ext}`;
    const path = join(dir, fileName);
    await rename(temp, path);
    try {
      const [row] = await db
        .insert(uploads)
        .values({ id, userId, fileName, contentType: type.contentType, size })
        .returning();
      return row;
    } catch (err) {
      await rm(path, { force: true });
      throw err;
    }
  } finally {
    // Gone already when the upload was kept; otherwise the refused bytes go here.
    await rm(temp, { force: true });
  }
}

async function readHead(path: string): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(
      Buffer.alloc(IMAGE_HEAD_BYTES),
      0,
      IMAGE_HEAD_BYTES,
      0,
    );
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
