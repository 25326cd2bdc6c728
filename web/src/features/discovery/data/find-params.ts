import { readRadiusMiles } from '@slotmap/domain/map';
import type { Period } from '@slotmap/domain/slots';
import { addDays, dateMs, localDate } from '@slotmap/domain/zoned-time';
import { useLocation, useSearchParams } from 'react-router';
import { useClockReading } from '../../../lib/render-clock.tsx';
import { viewerTimeZone } from '../../../lib/viewer-zone.ts';

/** Where /find looks when neither the link nor the home page said where: downtown Toronto. */
export const DEFAULT_CENTRE = { lat: 43.6532, lng: -79.3832 } as const;

/** What the home page hands to /find in navigation state (spec §2 Home). */
export interface LocationState {
  lat: number;
  lng: number;
  address: string;
}

/** The state of /find: the spec's query parameters, read and made usable. */
export interface FindParams {
  search: string;
  cat: string;
  subcategory: string;
  /** Named by the spec without a meaning; kept on the URL untouched so shared links keep it. */
  filter: string;
  lat: number;
  lng: number;
  /**
   * The searched radius (decision 038): 15 unless the visitor asked for another area. The map is
   * fitted to this circle; a `zoom` in older links is ignored, it never shrinks the search.
   */
  miles: number;
  /** False when the page fell back to the default centre: the address box asks where to look. */
  located: boolean;
  /** The place came from the home page's search, which also named it. */
  fromHome: boolean;
  /** The address the home page or the address box resolved, when there is one. */
  address: string;
  /**
   * The list's order: nearest first (the default, left out of the URL), soonest free time first,
   * or best rated first.
   */
  sort: FindSort;
  /** `available_on`: only businesses with a free time that day (decision 062); '' for any day. */
  day: string;
  /** `period`: only free times in that part of the day; '' for any time. */
  period: Period | '';
  /** `online=true`: only businesses that book online. */
  online: boolean;
}

export const FIND_SORTS = ['distance', 'soonest', 'rating'] as const;
export type FindSort = (typeof FIND_SORTS)[number];

/** The waitlist's parts of the day (domain slots.ts), listed here so /find loads no zod. */
export const FIND_PERIODS = [
  'morning',
  'afternoon',
  'evening',
] as const satisfies readonly Period[];

/** A FIND_SORTS value orders the list; anything else, or nothing, is the default distance. */
export function readFindSort(raw: string | null): FindSort {
  return FIND_SORTS.find((s) => s === raw) ?? 'distance';
}

/**
 * The days the day filter offers: today (the visitor's) to the end of the 90-day booking window
 * (`BOOKING_WINDOW_DAYS`, domain slots.ts).
 */
export const FIND_DAYS_AHEAD = 90;

/** Today's date on the visitor's clock. */
export function viewerToday(now = new Date(), zone = viewerTimeZone()): string {
  try {
    return localDate(now.getTime(), zone);
  } catch {
    return localDate(now.getTime(), 'UTC');
  }
}

/**
 * A day filter the window still holds: a real date from today to FIND_DAYS_AHEAD days on. A day
 * gone by (an old shared link) or out of reach reads as any day, so the link still finds.
 */
export function readFindDay(raw: string | null, today: string): string {
  if (!raw || Number.isNaN(dateMs(raw))) return '';
  return raw >= today && raw <= addDays(today, FIND_DAYS_AHEAD) ? raw : '';
}

export function readFindPeriod(raw: string | null): Period | '' {
  return FIND_PERIODS.find((p) => p === raw) ?? '';
}

/** Five decimals is about a metre: enough for a map centre, short enough for a shared link. */
export function roundCoord(n: number): number {
  return Math.round(n * 1e5) / 1e5;
}

export function isLocationState(state: unknown): state is LocationState {
  const s = state as Partial<LocationState> | null;
  return typeof s?.lat === 'number' && typeof s.lng === 'number';
}

function coordinate(raw: string | null, max: number): number | null {
  if (raw === null || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) && Math.abs(n) <= max ? n : null;
}

export function readFindParams(
  params: URLSearchParams,
  state: unknown,
  today = viewerToday(),
): FindParams {
  const home = isLocationState(state) ? state : null;
  const urlLat = coordinate(params.get('lat'), 90);
  const urlLng = coordinate(params.get('lng'), 180);
  const inUrl = urlLat !== null && urlLng !== null;
  const lat = inUrl ? urlLat : (home?.lat ?? DEFAULT_CENTRE.lat);
  const lng = inUrl ? urlLng : (home?.lng ?? DEFAULT_CENTRE.lng);
  // The state only counts while the URL still points where the home page sent the visitor.
  const fromHome =
    home !== null &&
    roundCoord(home.lat) === roundCoord(lat) &&
    roundCoord(home.lng) === roundCoord(lng);
  return {
    search: params.get('search')?.trim() ?? '',
    cat: params.get('cat') ?? '',
    subcategory: params.get('subcategory') ?? '',
    filter: params.get('filter') ?? '',
    lat,
    lng,
    miles: readRadiusMiles(params.get('miles')),
    located: inUrl || home !== null,
    fromHome,
    address: fromHome && typeof home?.address === 'string' ? home.address : '',
    sort: readFindSort(params.get('sort')),
    day: readFindDay(params.get('available_on'), today),
    period: readFindPeriod(params.get('period')),
    online: params.get('online') === 'true',
  };
}

export type FindPatch = Partial<
  Record<
    | 'search'
    | 'cat'
    | 'subcategory'
    | 'lat'
    | 'lng'
    | 'miles'
    | 'sort'
    | 'available_on'
    | 'period'
    | 'online',
    string | number | null
  >
>;

/**
 * /find keeps its whole state in the URL, so a search can be shared and the back button steps
 * through searches. Every write also pins the current centre and radius, so a place that came only
 * in navigation state is not lost by the first change of category, and a filter never changes the
 * area searched. A patch with `miles: null` goes back to the default 15 miles.
 */
export function useFindParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { state } = useLocation();
  // The clock the page is drawn by: the server's while a page it drew hydrates (decision 065).
  const today = useClockReading((now, zone) => viewerToday(new Date(now), zone));
  const current = readFindParams(searchParams, state, today);

  const update = (patch: FindPatch, options: { replace?: boolean } = {}) => {
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('lat', String(roundCoord(current.lat)));
        next.set('lng', String(roundCoord(current.lng)));
        next.set('miles', String(current.miles));
        // Older links carry the map's zoom; the map now follows the searched circle.
        next.delete('zoom');
        // A day gone by or a value the page does not read leaves with the next write.
        if (!current.day) next.delete('available_on');
        if (!current.period) next.delete('period');
        if (!current.online) next.delete('online');
        for (const [key, value] of Object.entries(patch)) {
          if (value === null || value === '') next.delete(key);
          else
            next.set(
              key,
              typeof value === 'number' && key !== 'miles'
                ? String(roundCoord(value))
                : String(value),
            );
        }
        return next;
      },
      { replace: options.replace },
    );
  };

  return { params: current, today, update };
}
