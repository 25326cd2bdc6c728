import { join } from 'node:path';

/** Uploads live on local disk under DATA_DIR; the interface leaves room for object storage later. */
export const uploadsDir = (dataDir: string) => join(dataDir, 'uploads');

/**
 * Stored names are `<uuid>.<ext>` and nothing else: a name that does not match is refused before
 * it reaches the disk, so no path (`../`, `/`, `%2F`) can be smuggled through it.
 */
export const UPLOAD_NAME = /^[0-9a-f-]{36}\.(png|jpg|gif|webp)$/;

const URL_PREFIX = '/api/uploads/';

export const uploadUrl = (fileName: string) => `${URL_PREFIX}${fileName}`;

/** The stored name an address of ours points at, or undefined for any other address. */
export function uploadNameOf(url: string): string | undefined {
  if (!url.startsWith(URL_PREFIX)) return undefined;
  const name = url.slice(URL_PREFIX.length);
  return UPLOAD_NAME.test(name) ? name : undefined;
}

/**
 * The stored form of an address of ours: a signed address (`…?exp=…&sig=…`) loses its query, so
 * what the server keeps never expires. Any other address is returned as it is.
 */
export function canonicalUploadUrl(url: string): string {
  const query = url.indexOf('?');
  if (query === -1) return url;
  const path = url.slice(0, query);
  return uploadNameOf(path) ? path : url;
}
