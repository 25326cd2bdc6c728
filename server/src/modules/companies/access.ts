import type { UserRow } from '../../http/auth.ts';
import { forbidden, HttpError, notFound } from '../../http/errors.ts';

export const MSG_NOT_ALLOWED = 'You are not allowed to change this business';
export const MSG_COMPANY_NOT_FOUND = 'Company not found';
export const MSG_SERVICE_NOT_FOUND = 'Service not found';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An id from a path or body. Something that is not a UUID cannot name a business, so it is
 * answered like an unknown one (404), not as bad input: /company/anything is "not found".
 */
export function knownId(id: string, msg: string): string {
  if (!UUID_RE.test(id)) throw notFound(msg);
  return id;
}

/** Only the owner or a platform admin changes a business, its hours and its services. */
export function assertCanChange(actor: UserRow, company: { userId: string | null }): void {
  if (!actor.isAdmin && company.userId !== actor.id) throw forbidden(MSG_NOT_ALLOWED);
}

/** A 400 in the spec's error shape with one entry per problem, each naming its field. */
export function invalid(errors: { msg: string; param?: string }[]): HttpError {
  return new HttpError(400, errors[0]?.msg ?? 'Bad request', { errors });
}

/** zod issues as the API's error entries (`services.0.name`). */
export function issuesOf(issues: readonly { message: string; path: readonly PropertyKey[] }[]) {
  return issues.map((i) => {
    const param = i.path.map(String).join('.');
    return param ? { msg: i.message, param } : { msg: i.message };
  });
}
