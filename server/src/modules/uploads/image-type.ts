export interface ImageType {
  ext: 'png' | 'jpg' | 'gif' | 'webp';
  contentType: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
}

/** Enough of the head of a file to recognise every accepted format. */
export const IMAGE_HEAD_BYTES = 12;

const startsWith = (head: Buffer, bytes: number[] | string, at = 0) => {
  const expected = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
  return head.subarray(at, at + expected.length).equals(expected);
};

/**
 * The image format a file really is, from its first bytes (its signature). The name and the
 * content type a browser sends are the uploader's claims, so they are never consulted: an HTML or
 * SVG file named photo.png must not be served back as something a browser might run.
 */
export function detectImageType(head: Buffer): ImageType | undefined {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { ext: 'png', contentType: 'image/png' };
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { ext: 'jpg', contentType: 'image/jpeg' };
  if (startsWith(head, 'GIF87a') || startsWith(head, 'GIF89a'))
    return { ext: 'gif', contentType: 'image/gif' };
  if (startsWith(head, 'RIFF') && startsWith(head, 'WEBP', 8))
    return { ext: 'webp', contentType: 'image/webp' };
  return undefined;
}
