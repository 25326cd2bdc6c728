import type { Db } from '../../db/connection.ts';
import { HttpError } from '../../http/errors.ts';
import { existingUploadUrls } from '../uploads/data.ts';
import { fileAnswerUrls, mapFileAnswers } from '../../integrations/uploads/signing.ts';
import { canonicalUploadUrl } from '../../integrations/uploads/storage.ts';

export const MSG_FOREIGN_UPLOAD = 'Attachments must be images uploaded here';

/**
 * The images of a comment or of intake answers, as stored: the plain `/api/uploads/<name>` of each
 * (the page sends back the signed address it was shown). Each must be an upload of the sender's
 * own: a link to elsewhere is refused, and so is someone else's image, which would otherwise be
 * shown back to the sender signed, however they came by its name (decision 025).
 */
export async function ownUploads(db: Db, actorId: string, urls: string[]): Promise<string[]> {
  const canonical = urls.map(canonicalUploadUrl);
  if (canonical.length === 0) return canonical;
  const known = await existingUploadUrls(db, canonical, actorId);
  if (canonical.some((url) => !known.has(url))) throw new HttpError(400, MSG_FOREIGN_UPLOAD);
  return canonical;
}

/** Intake answers with their file answers checked and stored plain, as ownUploads does. */
export async function ownFileAnswers<T extends { field_type: string; value: unknown }>(
  db: Db,
  actorId: string,
  answers: T[],
): Promise<T[]> {
  await ownUploads(db, actorId, fileAnswerUrls(answers));
  return mapFileAnswers(answers, canonicalUploadUrl) as T[];
}
