import type { SlotsView } from '@slotmap/domain/booking-view';
import type { ServiceView } from '@slotmap/domain/company-view';
import { useEffect, useState } from 'react';
import { useT } from '../../lib/i18n/use-t.tsx';
import { type CompanyPageId, companyPageMessages } from './messages.ts';
import { clearPendingSlot, readPendingSlot } from './pending-slot.ts';
import {
  bookableDays,
  monthOf,
  type SlotChoice,
} from '../../components/slot-picker/slot-calendar.ts';

interface PendingSlotOptions {
  companyId: string;
  /** The services booked online. */
  services: readonly ServiceView[];
  signedIn: boolean;
  choice: SlotChoice;
  /** The slots of the chosen service, once loaded. */
  slots: SlotsView | undefined;
  onRestore: (choice: SlotChoice) => void;
}

/**
 * Back from logging in or signing up, the time the visitor chose is chosen again: its service
 * first, then, once that service's slots are in, its date and time if still free. The saved
 * entry is used once. Returns what to tell the customer when the time is gone.
 */
export function usePendingSlot({
  companyId,
  services,
  signedIn,
  choice,
  slots,
  onRestore,
}: PendingSlotOptions): string | null {
  const [pending, setPending] = useState(() => readPendingSlot(companyId));
  const t = useT(companyPageMessages);
  const [notice, setNotice] = useState<CompanyPageId | null>(null);

  useEffect(() => {
    if (!pending || !signedIn) return;
    const done = () => {
      clearPendingSlot();
      setPending(null);
    };
    if (!services.some((s) => s._id === pending.serviceId)) return done();
    const restored = { serviceId: pending.serviceId, month: null, date: null, startTime: null };
    if (choice.serviceId !== pending.serviceId) return onRestore(restored);
    if (!slots) return;
    const day = slots.days.find((d) => d.date === pending.date);
    const slot = day?.slots.find((s) => s.start_time === pending.start_time);
    const dayOpen = day !== undefined && bookableDays([day]).length > 0;
    onRestore({
      ...restored,
      month: dayOpen ? monthOf(pending.date) : null,
      date: dayOpen ? pending.date : null,
      startTime: slot?.unavailable === null ? pending.start_time : null,
    });
    if (slot?.unavailable !== null) {
      setNotice(
        slot?.unavailable === 'past'
          ? 'companyPage.notice.pendingPassed'
          : slot?.unavailable === 'notice'
            ? 'companyPage.notice.pendingTooSoon'
            : 'companyPage.notice.pendingTaken',
      );
    }
    done();
  }, [pending, signedIn, services, choice.serviceId, slots, onRestore]);

  // Worded as it is drawn: a language switch words it again.
  return notice && t(notice);
}
