import type { Closure } from '@slotmap/domain/closures';
import type { StoreHours } from '@slotmap/domain/hours';
import type { Language } from '@slotmap/domain/language';
import {
  type OpeningState,
  openColour,
  openingBadgeText,
  openingState,
} from '@slotmap/domain/next-opening';
import { viewerTimeZone } from './viewer-zone.ts';

export interface OpenBadge {
  /**
   * 'Open', 'Opens 12:00 PM', 'Closed · Opens Thu 9:00 AM' or 'Closed'; in French 'Ouvert',
   * 'Ouvre à 12 h 00', 'Fermé · Ouvre jeu. 9 h 00' or 'Fermé'.
   */
  text: string;
  /** The spec's rule, kept as the colour: today is open and closing time has not come. */
  open: boolean;
  /** Open now, opening later today, or closed for the rest of today. */
  state: OpeningState['state'];
}

const known = new Map<string, boolean>();

/** The zone itself when the browser knows it; otherwise the viewer's own zone. */
export function knownZone(timeZone: string): string {
  let isKnown = known.get(timeZone);
  if (isKnown === undefined) {
    // Asked once per zone: trying a zone makes an Intl formatter, and every card asks.
    try {
      new Intl.DateTimeFormat('en-US', { timeZone });
      isKnown = true;
    } catch {
      isKnown = false;
    }
    known.set(timeZone, isKnown);
  }
  return isKnown ? timeZone : viewerTimeZone();
}

/**
 * The Open/Closed badge of a business card and of the business page (decision 062), read on the
 * business's clock with its closures and special hours; the zone is named when the reader's
 * clock differs (decision 056). Worded in the reader's `language` (decision 069).
 */
export function openBadge(
  company: { store_hours: StoreHours; time_zone: string; closures?: readonly Closure[] },
  now: Date,
  viewerZone = viewerTimeZone(),
  language: Language = 'en',
): OpenBadge {
  const zone = knownZone(company.time_zone);
  const state = openingState(company.store_hours, company.closures ?? [], zone, now);
  return {
    text: openingBadgeText(state, zone, now, viewerZone, language),
    open: openColour(state),
    state: state.state,
  };
}

/** The badge's Mantine colour: teal for open (or opening later today), grey otherwise. */
export const badgeColour = (badge: OpenBadge) => (badge.open ? 'teal' : 'gray');
