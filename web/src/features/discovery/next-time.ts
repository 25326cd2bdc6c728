import type { CompanyView, NextAvailableView } from '@slotmap/domain/company-view';
import type { Language } from '@slotmap/domain/language';
import { dayTimeLabel } from '@slotmap/domain/next-opening';
import { localDate } from '@slotmap/domain/zoned-time';
import { knownZone } from '../../lib/open-badge.ts';
import { slotLinkPath } from '../../lib/slot-link.ts';
import { viewerTimeZone } from '../../lib/viewer-zone.ts';
import { discoveryIn } from './messages.ts';

/** A business as the lists answer it: `next_available` is left out where a list does not carry it. */
export type ListedCompany = CompanyView & { next_available?: NextAvailableView | null };

/**
 * How a card says a business can be booked (decision 062): its next free time online, with a
 * link that opens the business page with that time chosen; else how it takes bookings.
 */
export type NextTime =
  | { kind: 'slot'; label: string; href: string; service: string }
  /** Nothing online: booked on the business's own site (Calendly, JaneApp, its website). */
  | { kind: 'site' }
  /** Nothing online: by phone; `phone` is empty when the business gave none. */
  | { kind: 'call'; phone: string }
  /** It books online, but no time is free in the window (or in the filter's day and part of day). */
  | { kind: 'none' };

/**
 * 'Next: Today 3:30 PM', 'Next: Thu 9:00 AM EST' and where the time links to; null when the list
 * did not say (no `next_available`) or the business has no services to book. In `language`:
 * 'Prochaine : aujourd’hui 15 h 30'.
 */
export function nextTime(
  company: ListedCompany,
  now: Date,
  viewerZone = viewerTimeZone(),
  language: Language = 'en',
): NextTime | null {
  const next = company.next_available;
  if (next === undefined) return null;
  if (next) {
    const zone = knownZone(company.time_zone);
    const today = localDate(now.getTime(), zone);
    const when = { date: next.start_date, minutes: next.start_time, at: next.start };
    return {
      kind: 'slot',
      label: discoveryIn(language)('discovery.next.slot', {
        when: dayTimeLabel(when, zone, today, viewerZone, language),
      }),
      href: slotLinkPath(company._id, {
        serviceId: next.service._id,
        date: next.start_date,
        time: next.start_time,
      }),
      service: next.service.name,
    };
  }
  const services = company.services;
  if (services.some((s) => s.book_online)) return { kind: 'none' };
  if (services.some((s) => s.book_site)) return { kind: 'site' };
  if (services.some((s) => s.call_to_book)) return { kind: 'call', phone: company.phone };
  return null;
}
