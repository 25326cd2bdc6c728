import type { calendar_v3 } from '@googleapis/calendar';
import { rethrow } from './google-errors.ts';
import { type BusyRange, CalendarError } from './provider.ts';

/** Marks the events Slotmap puts, so `googleBusy` can tell them from the person's own. */
export const OWN_PROPERTY = 'slotmap';

const DAY_MS = 86_400_000;
/** freeBusy refuses a longer range ("timeRangeTooLong"): longer windows are asked in parts. */
export const FREEBUSY_MAX_MS = 90 * DAY_MS;

/*
 * freeBusy answers merged busy ranges without saying which events made them, and Slotmap's own
 * events (marked by a private extended property) are among them. So the own events are listed too
 * and a busy range exactly equal to one of them is left out. A range where an own event merged
 * with someone's meeting is kept whole: it cannot be split without reading the other event, and
 * counting a booking's own time as busy too is the safe mistake. Both sides are clipped to
 * [from, to) first, so the comparison holds whether or not freeBusy clips its ranges to the window.
 */
export async function googleBusy(
  api: calendar_v3.Calendar,
  calendarId: string,
  from: Date,
  to: Date,
): Promise<BusyRange[]> {
  const window = { timeMin: from.toISOString(), timeMax: to.toISOString() };
  const [parts, own] = await Promise.all([
    Promise.all(
      chunks(from, to).map(([start, end]) =>
        api.freebusy
          .query({
            requestBody: {
              timeMin: start.toISOString(),
              timeMax: end.toISOString(),
              items: [{ id: calendarId }],
            },
          })
          .then(({ data }) => busyRanges(data, calendarId))
          .catch(rethrow),
      ),
    ),
    ownEvents(api, calendarId, window).catch(rethrow),
  ]);
  const ownKeys = new Set(own.map((r) => rangeKey(clip(r, from, to))));
  return merged(parts.flat())
    .map((r) => clip(r, from, to))
    .filter((r) => r.end > r.start && !ownKeys.has(rangeKey(r)));
}

/** [from, to) in consecutive parts of at most 90 days. */
export function chunks(from: Date, to: Date): [Date, Date][] {
  const parts: [Date, Date][] = [];
  for (let start = from.getTime(); start < to.getTime(); start += FREEBUSY_MAX_MS) {
    parts.push([new Date(start), new Date(Math.min(start + FREEBUSY_MAX_MS, to.getTime()))]);
  }
  return parts;
}

/** Ranges that overlap or touch become one, as freeBusy answers within one part. */
function merged(ranges: BusyRange[]): BusyRange[] {
  const out: BusyRange[] = [];
  for (const r of [...ranges].sort((a, b) => a.start.getTime() - b.start.getTime())) {
    const last = out.at(-1);
    if (last && r.start <= last.end) {
      if (r.end > last.end) last.end = r.end;
    } else out.push({ start: r.start, end: r.end });
  }
  return out;
}

function busyRanges(data: calendar_v3.Schema$FreeBusyResponse, calendarId: string): BusyRange[] {
  const calendars = data.calendars ?? {};
  // One calendar was asked for; Google may key it by its address rather than 'primary'.
  const answer = calendars[calendarId] ?? Object.values(calendars)[0];
  const reason = answer?.errors?.[0]?.reason;
  if (!answer || reason) {
    const why = reason ?? 'no answer';
    throw new CalendarError(`Google Calendar could not read busy times: ${why}`);
  }
  return (answer.busy ?? []).flatMap((b) =>
    b.start && b.end ? [{ start: new Date(b.start), end: new Date(b.end) }] : [],
  );
}

async function ownEvents(
  api: calendar_v3.Calendar,
  calendarId: string,
  window: { timeMin: string; timeMax: string },
): Promise<BusyRange[]> {
  const ranges: BusyRange[] = [];
  let pageToken: string | undefined;
  do {
    const { data } = await api.events.list({
      calendarId,
      ...window,
      singleEvents: true,
      privateExtendedProperty: [`${OWN_PROPERTY}=1`],
      maxResults: 2500,
      pageToken,
    });
    for (const e of data.items ?? []) {
      if (e.start?.dateTime && e.end?.dateTime) {
        ranges.push({ start: new Date(e.start.dateTime), end: new Date(e.end.dateTime) });
      }
    }
    pageToken = data.nextPageToken ?? undefined;
  } while (pageToken);
  return ranges;
}

const clip = (r: BusyRange, from: Date, to: Date): BusyRange => ({
  start: r.start < from ? from : r.start,
  end: r.end > to ? to : r.end,
});

const rangeKey = (r: BusyRange) => `${r.start.getTime()}/${r.end.getTime()}`;
