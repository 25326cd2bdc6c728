import { API_BASE } from '@slotmap/domain/constants';
import { liveSlotsPath, SLOT_CHANGE_EVENT } from '@slotmap/domain/live-slots';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { companySlotsKey } from './slots.ts';

/**
 * A stream the server refused (too many from this address, live updates unavailable) is not
 * opened again by the browser; the page tries again after this long, and meanwhile its times
 * are renewed as usual when they go stale.
 */
const REOPEN_AFTER_REFUSAL_MS = 60_000;

/**
 * While a business page is open, its times follow others' bookings and waitlist holds
 * (decision 061): the server's event stream says when the business's taken times changed, and
 * the slots already loaded are read again. The browser's EventSource connects again by itself
 * after a drop; the times are then read again too, as changes made meanwhile were not told.
 */
export function useLiveSlots(companyId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    // Not in every browser-like place (tests, old browsers): the page works without it.
    if (typeof EventSource === 'undefined') return;
    const refresh = () =>
      void queryClient.invalidateQueries({ queryKey: companySlotsKey(companyId) });
    let source: EventSource | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    // Set by a drop or a refusal: the next stream that opens reads the times again.
    let missed = false;
    const connect = () => {
      source = new EventSource(`${API_BASE}${liveSlotsPath(companyId)}`);
      source.addEventListener(SLOT_CHANGE_EVENT, refresh);
      source.addEventListener('open', () => {
        if (missed) refresh();
        missed = false;
      });
      source.addEventListener('error', () => {
        missed = true;
        if (source?.readyState !== EventSource.CLOSED) return;
        source.close();
        reopen = setTimeout(connect, REOPEN_AFTER_REFUSAL_MS);
      });
    };
    connect();
    return () => {
      clearTimeout(reopen);
      source?.close();
    };
  }, [companyId, queryClient]);
}
