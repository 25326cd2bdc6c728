import type { Weekday } from '@slotmap/domain/hours';
import type { Period } from '@slotmap/domain/slots';
import type { WaitlistDuration } from '@slotmap/domain/waitlists';
import type { WaitlistEntryRow } from '../../db/schema/waitlists.ts';
import type { WaitlistOfferView } from './offer-present.ts';

/** An entry with what its presenter shows beside it: its business's name and its person. */
export interface EntryParts {
  entry: WaitlistEntryRow;
  companyName: string;
  firstName: string;
  email: string;
  phone: string;
}

/** The spec's waitlist entry (consumer §3): the waiting person's own contact, never another's. */
export interface WaitlistEntryView {
  _id: string;
  company: string;
  companyId: string;
  companyName: string;
  user: string;
  firstName: string;
  email: string;
  phone: string;
  day: Weekday;
  period: Period;
  duration: WaitlistDuration;
  preferences: { notifyByText: boolean; notifyByEmail: boolean };
  createdAt: string;
  expiresAt: string;
  timeSlot: WaitlistOfferView | null;
}

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
export interface WaitlistCompanyView {
  company: { _id: string; name: string; city: string; province: string };
  duration: WaitlistDuration;
  preferences: { notifyByText: boolean; notifyByEmail: boolean };
  entries: { _id: string; day: Weekday; period: Period; expiresAt: string }[];
}

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
