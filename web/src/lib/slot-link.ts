import { dateMs } from '@slotmap/domain/zoned-time';

/**
 * A link to a business page with a time chosen (decision 062): `/company/:id?service=…&
 * date=YYYY-MM-DD&time=<local minutes>`. The find page's "Next:" times write it; the booking
 * panel reads it once and chooses that service, day and time.
 */
export interface SlotLink {
  serviceId: string;
  /** The business's local date and minutes from its midnight, as the slots name them. */
  date: string;
  time: number;
}

export function slotLinkPath(companyId: string, link: SlotLink): string {
  const query = new URLSearchParams({
    service: link.serviceId,
    date: link.date,
    time: String(link.time),
  });
  return `/company/${companyId}?${query}`;
}

/** The chosen time of a business page's URL; null when any part is missing or unreadable. */
export function readSlotLink(params: URLSearchParams): SlotLink | null {
  const serviceId = params.get('service') ?? '';
  const date = params.get('date') ?? '';
  const raw = params.get('time') ?? '';
  const time = /^\d{1,4}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!serviceId || Number.isNaN(dateMs(date)) || !(time >= 0 && time < 1440)) return null;
  return { serviceId, date, time };
}

/** The same URL without the chosen time, once the page has chosen it. */
export function withoutSlotLink(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['service', 'date', 'time']) next.delete(key);
  return next;
}
