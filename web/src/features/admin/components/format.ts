import { formatPhone } from '@slotmap/domain/phone';
import dayjs from 'dayjs';
import type { AdminLocation } from '../types.ts';

/** Spec: dates as 'MMM DD, yyyy' (Jan 05, 2026); '—' for none. */
export function formatDay(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('MMM DD, YYYY') : '—';
}

export function addressLine(l: AdminLocation | null | undefined): string {
  if (!l) return '';
  return [l.street_address, l.city, l.province, l.postal].filter(Boolean).join(', ');
}

export const fullName = (p: { firstName: string; lastName: string }) =>
  `${p.firstName} ${p.lastName}`.trim();

export { formatPhone };
