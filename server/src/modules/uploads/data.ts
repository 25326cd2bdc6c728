import type { ReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { UPLOAD_NAME, uploadNameOf, uploadsDir } from '../../integrations/uploads/storage.ts';

export type UploadRow = typeof uploads.$inferSelect;

/**
 * Which of these addresses are images uploaded here (`/api/uploads/<name>` with a stored row), and
 * by `uploaderId` when given. Anything else (another site's image, a made-up name, someone else's
 * upload) is absent from the answer, so text that embeds images can refuse it.
 */
export async function existingUploadUrls(
  db: Db,
  urls: string[],
  uploaderId?: string,
): Promise<Set<string>> {
  const names = [...new Set(urls.map(uploadNameOf).filter((n) => n !== undefined))];
  if (names.length === 0) return new Set();
  const named = inArray(uploads.fileName, names);
  const rows = await db
    .select({ fileName: uploads.fileName })
    .from(uploads)
    .where(uploaderId ? and(named, eq(uploads.userId, uploaderId)) : named);
  const known = new Set(rows.map((r) => r.fileName));
  return new Set(urls.filter((url) => known.has(uploadNameOf(url) ?? '')));
}

export interface OpenUpload {
  upload: UploadRow;
  size: number;
  stream: ReadStream;
}

/** The stored image called `name`, opened for reading; undefined when there is none. */
export async function openUpload(
  db: Db,
  dataDir: string,
  name: string,
): Promise<OpenUpload | undefined> {
  if (!UPLOAD_NAME.test(name)) return undefined;
  const [upload] = await db.select().from(uploads).where(eq(uploads.fileName, name));
  if (!upload) return undefined;
  const handle = await open(join(uploadsDir(dataDir), name)).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return undefined;
    throw err;
  });
  if (!handle) return undefined;
  try {
    const { size } = await handle.stat();
    // The stream closes the handle once it has been read (or destroyed).
    return { upload, size, stream: handle.createReadStream() };
  } catch (err) {
    await handle.close();
    throw err;
  }
}
