import type { Language } from '@slotmap/domain/language';
import { relativeDay } from '@slotmap/domain/next-opening';
import type { TimeFilterValues } from './components/time-filters.tsx';
import type { DiscoveryT } from './messages.ts';

export interface NoTimes {
  title: string;
  description: string;
}

/**
 * 'No open times today', '… tomorrow morning', '… this evening', '… on Sat in the afternoon',
 * '… on Dec 3': one message per kind of day, the part of the day chosen inside it, so French
 * words each case as it says it ('ce soir', 'demain matin', 'le 3 déc. en après-midi').
 */
function titleText(day: string, period: string, today: string, t: DiscoveryT, language: Language) {
  const values = { period: period || 'none' };
  if (!day) return t('discovery.noTimes.period', values);
  // Which day it is, read in English: the words are the message's.
  const named = relativeDay(day, today);
  if (named === 'Today') return t('discovery.noTimes.today', values);
  if (named === 'Tomorrow') return t('discovery.noTimes.tomorrow', values);
  return t('discovery.noTimes.day', { ...values, day: relativeDay(day, today, language) });
}

/**
 * What an empty /find list says under time filters (decision 062): that no time is open when
 * asked, and what to try; null without them, for the page's ordinary empty state.
 */
export function noTimesText(
  filters: TimeFilterValues,
  today: string,
  t: DiscoveryT,
  language: Language,
): NoTimes | null {
  const { day, period, online } = filters;
  if (day || period)
    return {
      title: titleText(day, period, today, t, language),
      description: t(day ? 'discovery.noTimes.tryDay' : 'discovery.noTimes.tryPeriod'),
    };
  if (online)
    return {
      title: t('discovery.noTimes.online'),
      description: t('discovery.noTimes.onlineHint'),
    };
  return null;
}
