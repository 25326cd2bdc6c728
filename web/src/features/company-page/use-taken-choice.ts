import type { SlotsView } from '@slotmap/domain/booking-view';
import { type Dispatch, type SetStateAction, useEffect, useRef, useState } from 'react';
import type { SlotChoice } from '../../components/slot-picker/slot-calendar.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import { type CompanyPageId, companyPageMessages } from './messages.ts';

/** The English of 'companyPage.notice.justTaken', as the tests read it. */
export const MSG_JUST_TAKEN = 'This time was just taken — choose another';

interface TakenChoiceOptions {
  choice: SlotChoice;
  /** The chosen service's slots as last read. */
  slots: SlotsView | undefined;
  /** The customer's own booking is being sent: the time going is their doing. */
  booking: boolean;
  /** The panel's choice setter: the chosen time is cleared with it. */
  setChoice: Dispatch<SetStateAction<SlotChoice>>;
}

/** The chosen slot in a read of the times: undefined when the day no longer offers it. */
function chosenSlot(choice: SlotChoice, slots: SlotsView) {
  return slots.days
    .find((d) => d.date === choice.date)
    ?.slots.find((s) => s.start_time === choice.startTime);
}

/**
 * The time the customer chose, seen free, has gone in a newer read of the times (someone else
 * booked it or was offered it, decision 061): the choice is cleared and the customer told why.
 * Only a time seen free counts: one restored from a link or a login that was already gone is
 * said by those (use-slot-link.ts, use-pending-slot.ts). The notice stays until another time is
 * chosen.
 */
export function useTakenChoice({ choice, slots, booking, setChoice }: TakenChoiceOptions) {
  const t = useT(companyPageMessages);
  const [notice, setNotice] = useState<CompanyPageId | null>(null);
  const seenFree = useRef<string | null>(null);

  useEffect(() => {
    if (choice.date === null || choice.startTime === null) return;
    if (!slots || slots.service !== choice.serviceId) return;
    const key = `${choice.serviceId} ${choice.date} ${choice.startTime}`;
    const slot = chosenSlot(choice, slots);
    if (slot?.unavailable === null) {
      seenFree.current = key;
      return;
    }
    if (seenFree.current !== key || booking) return;
    seenFree.current = null;
    setNotice(
      slot?.unavailable === 'booked'
        ? 'companyPage.notice.justTaken'
        : 'companyPage.notice.noLongerFree',
    );
    setChoice((c) => ({ ...c, startTime: null }));
  }, [choice, slots, booking, setChoice]);

  // Another time chosen: the notice has said its part.
  useEffect(() => {
    if (choice.startTime !== null) setNotice(null);
  }, [choice.startTime]);

  return notice && t(notice);
}
