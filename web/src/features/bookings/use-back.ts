import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Navigation state of a booking opened from a notification (/messages → /bookings/:id). */
export interface BookingPageState {
  fromNotification?: boolean;
}

export function cameFromNotification(state: unknown): boolean {
  return (state as BookingPageState | null)?.fromNotification === true;
}

/**
 * Whether a page of this app comes before the current one. The browser router keeps its index in
 * history.state; elsewhere (a memory router) the first entry is the one keyed 'default'.
 */
function hasEarlierPage(locationKey: string): boolean {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx > 0 : locationKey !== 'default';
}

/**
 * Spec §2: back from a booking goes to /messages when it was opened from a notification, else
 * one page back; a booking opened directly (a link in an e-mail) has no page before it, so the
 * dashboard stands in rather than leaving the site. `replace` drops a page that cannot be shown.
 */
export function useBack(): (options?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  const { state, key } = useLocation();
  const fromNotification = cameFromNotification(state);
  return useCallback(
    ({ replace = false } = {}) => {
      if (fromNotification) void navigate('/messages', { replace });
      else if (hasEarlierPage(key)) void navigate(-1);
      else void navigate('/dashboard', { replace });
    },
    [navigate, fromNotification, key],
  );
}
