import type { Weekday } from '@slotmap/domain/hours';
import type { Period } from '@slotmap/domain/slots';
import type {
  WaitlistCompanyView,
  WaitlistDuration,
  WaitlistEntryView,
  WaitlistOfferView,
} from '@slotmap/domain/waitlists';

import type { WaitlistEntryRow } from '../../db/schema/waitlists.ts';

export type { WaitlistCompanyView, WaitlistEntryView };

/** An entry with what its presenter shows beside it: its business's name and its person. */
export interface EntryParts {
  entry: WaitlistEntryRow;
  companyName: string;
  firstName: string;
  email: string;
  phone: string;
}

/** The spec's waitlist entry (consumer §3): the waiting person's own contact, never another's. */
export function presentEntry(p: EntryParts, offer: WaitlistOfferView | null): WaitlistEntryView {
  const e = p.entry;
  return {
    _id: e.id,
    company: e.companyId,
    companyId: e.companyId,
    companyName: p.companyName,
    user: e.userId,
    firstName: p.firstName,
    email: p.email,
    phone: p.phone,
    day: e.day as Weekday,
    period: e.period as Period,
    duration: e.duration as WaitlistDuration,
    preferences: { notifyByText: e.notifyByText, notifyByEmail: e.notifyByEmail },
    createdAt: e.createdAt.toISOString(),
    expiresAt: e.expiresAt.toISOString(),
    timeSlot: offer,
  };
}

/** A business the caller waits for, with the cells (dashboard and account tab). */
export function presentCompany(
  company: { id: string; name: string; city: string; province: string },
  entries: WaitlistEntryRow[],
): WaitlistCompanyView {
  // The dialog's reading (spec §2): duration and notices come from the first entry.
  const first = entries[0];
  return {
    company: {
      _id: company.id,
      name: company.name,
      city: company.city,
      province: company.province,
    },
    duration: first.duration as WaitlistDuration,
    preferences: { notifyByText: first.notifyByText, notifyByEmail: first.notifyByEmail },
    entries: entries.map((e) => ({
      _id: e.id,
      day: e.day as Weekday,
      period: e.period as Period,
      expiresAt: e.expiresAt.toISOString(),
    })),
  };
}
