import { useEffect, useState } from 'react';
import { usePinnedTime } from './render-clock.tsx';

/**
 * The current time, renewed every minute, for a page that changes as time passes: a booking stops
 * offering to cancel once it starts, a business turns Closed when closing time passes. A part the
 * server drew hydrates at the server's time, and reads the real one in its next render
 * (decision 065).
 */
export function useNow(everyMs = 60_000): Date {
  const pinned = usePinnedTime();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return pinned === null ? now : new Date(pinned);
}
