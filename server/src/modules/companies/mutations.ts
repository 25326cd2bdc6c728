import { eq } from 'drizzle-orm';
import { type CompanyEdit, type CompanyForm, hoursOf } from '@slotmap/domain/company-payloads';
import { type CompanyInfo, companyInfoSchema } from '@slotmap/domain/companies';
import { withinHoursOn } from '@slotmap/domain/closures';
import { type StoreHours, unflattenHours } from '@slotmap/domain/hours';
import { MSG_HOURS_LEAVE_UPCOMING, REASON_HOURS_CHANGED } from '@slotmap/domain/upcoming';
import { hoursIssues } from '@slotmap/domain/hours-schema';
import type { Service } from '@slotmap/domain/services';
import type { Db } from '../../db/connection.ts';
import { type CompanyRow, companies, services } from '../../db/schema/companies.ts';
import type { UserRow } from '../../http/auth.ts';
import type { EventHub, When } from '../../jobs/events.ts';
import { upcomingBookingsOf } from './upcoming.ts';
import { invalid, issuesOf, knownId, MSG_COMPANY_NOT_FOUND } from './access.ts';
import { companyColumns, infoOf, sentInfo, serviceColumns } from './columns.ts';
import { auditBusinessChange, changedFields } from './admin-audit.ts';
import { closeCompany } from './closing.ts';
import { requireChoice } from './upcoming.ts';
import { closureHoursOf } from './data.ts';
import { lockForChange } from './locked.ts';
import { companyTimeZone } from './location.ts';

/** Refuses a week where an open day does not close after it opens. */
export function checkedHours(hours: StoreHours): StoreHours {
  const issues = hoursIssues(hours);
  if (issues.length) throw invalid(issues.map((i) => ({ msg: i.message, param: i.path })));
  return hours;
}

/**
 * Inserts a business and its services; call inside the caller's transaction. A new business's
 * services are a change of what it offers: 'business.changed' tells those who keep track of
 * that (its free times, decision 060).
 */
export async function insertCompany(
  tx: Db,
  owner: { userId: string | null; isAdmin?: boolean; reference?: string; reason?: string },
  info: CompanyInfo,
  hours: StoreHours,
  serviceList: Service[],
  timeZone: string,
  events: EventHub,
  when: When,
) {
  const [row] = await tx
    .insert(companies)
    .values({ ...companyColumns(info, hours, timeZone), ...owner })
    .returning();
  if (serviceList.length)
    await tx
      .insert(services)
      .values(serviceList.map((s) => ({ ...serviceColumns(s), companyId: row.id })));
  await events.emit(tx, 'business.changed', { companyId: row.id, hours: null, ...when });
  return row;
}

/** POST /company without `_id`: the caller becomes the owner. */
export async function createCompany(
  db: Db,
  actor: UserRow,
  form: CompanyForm,
  events: EventHub,
  when: When,
) {
  const info = sentInfo(form) as CompanyInfo;
  const hours = checkedHours(hoursOf(form));
  const timeZone = companyTimeZone(info);
  return db.transaction((tx) =>
    insertCompany(tx, { userId: actor.id }, info, hours, form.services, timeZone, events, when),
  );
}

/**
 * POST /company/business: an admin's unclaimed business (is_admin, no owner) that customers find
 * with a Claim button. `also` runs in the same transaction (the admin's audit record).
 */
export async function createUnclaimedCompany(
  db: Db,
  form: CompanyForm,
  events: EventHub,
  when: When,
  also: (tx: Db, row: CompanyRow) => Promise<void>,
) {
  const info = sentInfo(form) as CompanyInfo;
  const hours = checkedHours(hoursOf(form));
  const timeZone = companyTimeZone(info);
  return db.transaction(async (tx) => {
    const row = await insertCompany(
      tx,
      { userId: null, isAdmin: true },
      info,
      hours,
      form.services,
      timeZone,
      events,
      when,
    );
    await also(tx, row);
    return row;
  });
}

/**
 * Changes the fields that were sent and keeps the rest (PUT /company/business/{id}, and POST
 * /company with `_id`). The merged business is checked with the same rules as a new one, and
 * the time zone follows the coordinates. New hours that leave appointments to come outside
 * opening time are never saved silently: without `upcoming` the answer is 409 with them; `keep`
 * saves and the business honours them, `cancel` cancels them and tells each customer. The
 * booking lock is taken before the row (the order deletion takes them in), so no booking slips in
 * between the check and the save, and two saves cannot interleave.
 */
export async function updateCompany(
  db: Db,
  actor: UserRow,
  companyId: string,
  patch: CompanyEdit | CompanyForm,
  events: EventHub,
  { now, publicUrl }: When,
) {
  const id = knownId(companyId, MSG_COMPANY_NOT_FOUND);
  return db.transaction(async (tx) => {
    const row = await lockForChange(tx, id, actor);
    const merged = companyInfoSchema.safeParse({ ...infoOf(row), ...sentInfo(patch) });
    if (!merged.success) throw invalid(issuesOf(merged.error.issues));
    const hours = checkedHours(unflattenHours(patch, row.storeHours));
    const outside = await leftOutside(tx, id, row.storeHours, hours, now);
    requireChoice(outside, patch.upcoming, MSG_HOURS_LEAVE_UPCOMING);
    if (patch.upcoming === 'cancel' && outside.length > 0)
      await events.emit(tx, 'business.withdrew', {
        companyId: id,
        bookingIds: outside.map((u) => u.booking.id),
        actorId: actor.id,
        reason: REASON_HOURS_CHANGED,
        now,
        publicUrl,
      });
    const timeZone = companyTimeZone(merged.data);
    const [updated] = await tx
      .update(companies)
      .set({ ...companyColumns(merged.data, hours, timeZone), updatedAt: new Date() })
      .where(eq(companies.id, id))
      .returning();
    await events.emit(tx, 'business.changed', {
      companyId: id,
      hours: { before: row.storeHours, after: hours },
      now,
      publicUrl,
    });
    if (!sameOffsets(row.reminderOffsets, updated.reminderOffsets))
      await events.emit(tx, 'business.reminderOffsets', {
        companyId: id,
        offsets: updated.reminderOffsets,
        now,
        publicUrl,
      });
    const diff = changedFields(
      { ...infoOf(row), store_hours: row.storeHours },
      { ...merged.data, store_hours: hours },
    );
    if (diff)
      await auditBusinessChange(tx, actor, row, 'company.edit', diff.before, {
        ...diff.after,
        ...(patch.upcoming ? { upcoming: patch.upcoming, outside: outside.length } : {}),
      });
    return updated;
  });
}

/** Whether two lists of reminder offsets name the same times, in whatever order. */
const sameOffsets = (a: number[], b: number[]) =>
  a.length === b.length && a.every((offset) => b.includes(offset));

/**
 * The business's appointments to come that the new weekly hours leave outside opening time and
 * the stored ones did not, each date's hours being its closure's where one covers it (decision
 * 054): a closure decides its dates whatever the week says, and an appointment kept outside
 * earlier hours or on a closed day is not asked about again.
 */
async function leftOutside(
  tx: Db,
  companyId: string,
  before: StoreHours,
  after: StoreHours,
  now: Date,
) {
  const upcoming = await upcomingBookingsOf(tx, companyId, now);
  const on = await closureHoursOf(tx, companyId);
  const inside = (
    hours: StoreHours,
    b: { startDate: string; startTime: number; duration: number },
  ) => withinHoursOn(hours, on, b.startDate, b.startTime, b.duration);
  return upcoming.filter(({ booking: b }) => inside(before, b) && !inside(after, b));
}

/**
 * Deletes a business (its owner or an admin): it closes on Slotmap as closeCompany says. The
 * business's booking lock is taken first, so no booking slips in between the cancellations and
 * the delete.
 */
export async function deleteCompany(
  db: Db,
  events: EventHub,
  actor: UserRow,
  companyId: string,
  now: Date,
  publicUrl: string,
  /** More to do in the same transaction (an admin's deletion records itself). */
  also?: (tx: Db, row: CompanyRow) => Promise<void>,
) {
  const id = knownId(companyId, MSG_COMPANY_NOT_FOUND);
  await db.transaction(async (tx) => {
    const row = await lockForChange(tx, id, actor);
    await also?.(tx, row);
    await closeCompany(tx, events, row, actor.id, { now, publicUrl });
  });
}
