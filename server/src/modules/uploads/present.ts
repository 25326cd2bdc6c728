import type { UploadRow } from './data.ts';
import type { SignUrl } from '../../integrations/uploads/signing.ts';
import { uploadUrl } from '../../integrations/uploads/storage.ts';

/** The uploader's own new image, with a signed address so the form can show its thumbnail. */
export function presentUpload(u: UploadRow, sign: SignUrl) {
  return {
    _id: u.id,
    url: sign(uploadUrl(u.fileName)),
    contentType: u.contentType,
    size: u.size,
  };
}
