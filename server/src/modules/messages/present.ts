import type { MessageRow } from '../../jobs/notices.ts';

export function presentMessage(m: MessageRow) {
  return {
    _id: m.id,
    title: m.title,
    text: m.text,
    type: m.type,
    user: m.userId,
    booking: m.bookingId,
    section: m.section,
    read: m.read,
    date_created: m.createdAt.toISOString(),
  };
}
