import type { Weekday } from '@slotmap/domain/hours';
import type { Period } from '@slotmap/domain/slots';
import { cellKey } from '@slotmap/domain/waitlist-cells';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  savePendingWaitlist,
  takePendingWaitlist,
} from '../../components/waitlists/pending-waitlist.ts';
import type { User } from '../../lib/auth.ts';
import { useCompanyWaitlist } from '../../lib/waitlists.ts';

type Cell = { day: Weekday; period: Period };

/**
 * The business page's waitlist (spec §4): Join Waitlist on a fully booked period opens the
 * dialog with that cell (a visitor logs in first and comes back to it), and a period the person
 * already waits for says so instead ("You're on the waitlist · Edit"). The person's cells here
 * are the dialog's own query, so a save shows at once.
 */
export function useWaitlistJoin(companyId: string, user: User | undefined, isOwner: boolean) {
  const navigate = useNavigate();
  const [open, setOpen] = useState<Cell | null>(null);
  useEffect(() => {
    if (user) {
      const pending = takePendingWaitlist(companyId);
      if (pending) setOpen({ day: pending.day, period: pending.period });
    }
  }, [user, companyId]);
  const mine = useCompanyWaitlist(user?._id, companyId, Boolean(user) && !isOwner);
  const waiting = new Set((mine.data ?? []).map((e) => cellKey(e)));

  return {
    /** The cell the dialog opened with, or null when it is closed. */
    open,
    close: () => setOpen(null),
    isWaiting: (day: Weekday, period: Period) => waiting.has(cellKey({ day, period })),
    /** Join Waitlist (or Edit) for a period of the chosen weekday; none for the owner. */
    join: isOwner
      ? undefined
      : (day: Weekday) => (period: Period) => {
          if (user) return setOpen({ day, period });
          savePendingWaitlist({ companyId, day, period, savedAt: Date.now() });
          navigate('/login', { state: { returnUrl: `/company/${companyId}` } });
        },
  };
}
