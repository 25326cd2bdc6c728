import { useEffect, useState } from 'react';

/**
 * The current time, renewed every minute, for a page that changes as time passes: a booking stops
 * offering to cancel once it starts, a business turns Closed when closing time passes.
 */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
