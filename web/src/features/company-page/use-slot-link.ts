import type { SlotsView } from '@slotmap/domain/booking-view';
import type { ServiceView } from '@slotmap/domain/company-view';
import { timeLabel } from '@slotmap/domain/hours';
import { type Language, LOCALES } from '@slotmap/domain/language';
import { type Dispatch, type SetStateAction, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { dateLabel, monthOf, type SlotChoice } from '../../components/slot-picker/slot-calendar.ts';
import { useLanguage, useT } from '../../lib/i18n/use-t.tsx';
import { readSlotLink, type SlotLink, withoutSlotLink } from '../../lib/slot-link.ts';
import { type CompanyPageId, companyPageMessages } from './messages.ts';

/**
 * '9:00 AM on Thursday, December 3, 2026 is no longer free. …', in `language` ('La plage horaire
 * du jeudi 3 décembre 2026 à 9 h 00 n’est plus libre. …').
 */
export function slotGoneText(
  link: SlotLink,
  dayStillOpen: boolean,
  t: (id: CompanyPageId, values: { time: string; date: string }) => string,
  language: Language,
): string {
  const values = {
    time: timeLabel(link.time, language),
    date: dateLabel(link.date, LOCALES[language]),
  };
  return t(dayStillOpen ? 'companyPage.notice.linkGone' : 'companyPage.notice.linkGoneDay', values);
}

/** The choice a link makes: its service, its day's month, its day and its time. */
export const linkedChoice = (link: SlotLink): SlotChoice => ({
  serviceId: link.serviceId,
  month: monthOf(link.date),
  date: link.date,
  startTime: link.time,
});

/**
 * A business page opened from a "Next:" time (`?service&date&time`, decision 062): the link of
 * the URL when it names a service booked online, read once; the panel starts with its choice.
 */
export function useSlotLink(services: readonly ServiceView[]): SlotLink | null {
  const [params] = useSearchParams();
  const [link] = useState(() => {
    const read = readSlotLink(params);
    return read && services.some((s) => s._id === read.serviceId) ? read : null;
  });
  return link;
}

/**
 * Once the linked service's slots are in, a time that has gone meanwhile (booked, passed, too
 * soon) is said, and its day stays shown (a day no longer offered at all gives way to the first
 * open one); the link then leaves the URL, as the panel's choice is
 * the page's own from there on. Returns what to tell the customer.
 */
export function useSlotLinkNotice(
  link: SlotLink | null,
  choice: SlotChoice,
  slots: SlotsView | undefined,
  setChoice: Dispatch<SetStateAction<SlotChoice>>,
): string | null {
  const t = useT(companyPageMessages);
  const language = useLanguage();
  const [, setParams] = useSearchParams();
  // The gone time and whether others are free that day: worded as it is drawn.
  const [gone, setGone] = useState<{ link: SlotLink; othersFree: boolean } | null>(null);
  const checked = useRef(false);

  useEffect(() => {
    if (!link || checked.current || !slots || choice.serviceId !== link.serviceId) return;
    checked.current = true;
    const day = slots.days.find((d) => d.date === link.date);
    const slot = day?.slots.find((s) => s.start_time === link.time);
    const othersFree = day?.slots.some((s) => s.unavailable === null) ?? false;
    if (slot?.unavailable !== null) setGone({ link, othersFree });
    // A day the window no longer offers (an old link): the first open day is shown instead.
    if (!day) setChoice((c) => ({ ...c, month: null, date: null, startTime: null }));
    setParams((current) => withoutSlotLink(current), { replace: true });
  }, [link, slots, choice.serviceId, setParams, setChoice]);

  return gone && slotGoneText(gone.link, gone.othersFree, t, language);
}
