import type { CalendarConnectionView, CalendarStatusView } from '@slotmap/domain/calendars';

/** Calendar answers as docs/api-calendars.md shows them, for the calendar screens' tests. */
export const feedUrl = 'https://slotmap.test/api/calendar/feed/f33d-secret.ics';

export const noCalendar: CalendarStatusView = {
  connection: null,
  feed: { url: feedUrl },
  google: { configured: true },
};

export const googleConnection: CalendarConnectionView = {
  _id: '0190a4c2-0000-7000-8000-0000000000d1',
  provider: 'google',
  account: { name: 'Ada Lovelace', email: 'ada@gmail.test' },
  calendar: 'primary',
  last_synced_at: '2027-01-05T12:05:00.000Z',
  last_error: null,
  failures: 0,
  next_attempt_at: '2027-01-05T12:05:45.000Z',
  reconnect_needed_at: null,
  createdAt: '2027-01-01T12:00:00.000Z',
};

export const caldavConnection: CalendarConnectionView = {
  ...googleConnection,
  _id: '0190a4c2-0000-7000-8000-0000000000d2',
  provider: 'caldav',
  account: { name: '', email: 'ada@fastmail.test' },
  calendar: 'https://caldav.fastmail.test/dav/calendars/user/ada/Default/',
};
