import { api } from './api-client.ts';

/** POST /api/uploads: an image the server checked by its content (docs/api-bookings.md). */
export interface UploadView {
  _id: string;
  url: string;
  contentType: string;
  size: number;
}

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export function uploadImage(file: File): Promise<UploadView> {
  const form = new FormData();
  form.append('file', file);
  return api.post<UploadView>('/uploads', form);
}
