import type { Closure } from '@slotmap/domain/closures';
import type { StoreHours } from '@slotmap/domain/hours';
import {
  type OpeningState,
  openColour,
  openingBadgeText,
  openingState,
} from '@slotmap/domain/next-opening';
import { viewerTimeZone } from './viewer-zone.ts';

export interface OpenBadge {
  /** 'Open', 'Opens 12:00 PM', 'Closed · Opens Thu 9:00 AM' or 'Closed'. */
  text: string;
  /** The spec's rule, kept as the colour: today is open and closing time has not come. */
  open: boolean;
  /** Open now, opening later today, or closed for the rest of today. */
  state: OpeningState['state'];
}

/** The zone itself when the browser knows it; otherwise the viewer's own zone. */
export function knownZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return viewerTimeZone();
  }
}

/**
 * The Open/Closed badge of a business card and of the business page (decision 062), read on the
 * business's clock with its closures and special hours; the zone is named when the reader's
 * clock differs (decision 056).
 */
export function openBadge(
  company: { store_hours: StoreHours; time_zone: string; closures?: readonly Closure[] },
  now: Date,
  viewerZone = viewerTimeZone(),
): OpenBadge {
  const zone = knownZone(company.time_zone);
  const state = openingState(company.store_hours, company.closures ?? [], zone, now);
  return {
    text: openingBadgeText(state, zone, now, viewerZone),
    open: openColour(state),
    state: state.state,
  };
}

/** The badge's Mantine colour: teal for open (or opening later today), grey otherwise. */
export const badgeColour = (badge: OpenBadge) => (badge.open ? 'teal' : 'gray');
