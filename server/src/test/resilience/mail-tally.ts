import type { AddressObject, ParsedMail } from 'mailparser';
import { bookingIdInMail } from './api-client.ts';

/** One mail the SMTP server accepted, read as the booking notice it is. */
export interface Delivery {
  /** Position in the order of arrival. */
  index: number;
  bookingId: string | undefined;
  to: string;
  subject: string;
  messageId: string | undefined;
}

const addresses = (to: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(to) ? to : to ? [to] : []).flatMap((a) => a.value.map((v) => v.address ?? ''));

/** The mail a sign-up sends to confirm the address: not a booking notice, so not counted here. */
const SIGN_UP_CONFIRMATION = 'Confirm your e-mail address for Slotmap';

/** The booking notices among the mail received, in order of arrival. */
export function deliveries(received: ParsedMail[]): Delivery[] {
  return received
    .filter((mail) => mail.subject !== SIGN_UP_CONFIRMATION)
    .map((mail, index) => ({
      index,
      bookingId: bookingIdInMail(mail.text),
      to: addresses(mail.to).join(','),
      subject: mail.subject ?? '',
      messageId: mail.messageId,
    }));
}

/** Deliveries grouped by notice: one booking, one recipient. */
export function byNotice(list: Delivery[]): Map<string, Delivery[]> {
  const groups = new Map<string, Delivery[]>();
  for (const d of list) {
    const key = `${d.bookingId} → ${d.to}`;
    groups.set(key, [...(groups.get(key) ?? []), d]);
  }
  return groups;
}
