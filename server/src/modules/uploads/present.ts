import type { UploadRow } from './data.ts';
import { uploadUrl } from './storage.ts';

export function presentUpload(u: UploadRow) {
  return {
    _id: u.id,
    url: uploadUrl(u.fileName),
    contentType: u.contentType,
    size: u.size,
  };
}
