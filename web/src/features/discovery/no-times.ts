import { relativeDay } from '@slotmap/domain/next-opening';
import type { TimeFilterValues } from './components/time-filters.tsx';

export interface NoTimes {
  title: string;
  description: string;
}

/** 'today', 'tomorrow morning', 'this evening', 'on Sat in the afternoon', 'on Dec 3'. */
function whenText(day: string, period: string, today: string): string {
  const named = day ? relativeDay(day, today) : '';
  if (named === 'Today') return period ? `this ${period}` : 'today';
  if (named === 'Tomorrow') return period ? `tomorrow ${period}` : 'tomorrow';
  const on = named ? `on ${named}` : '';
  return [on, period ? `in the ${period}` : ''].filter(Boolean).join(' ');
}

/**
 * What an empty /find list says under time filters (decision 062): that no time is open when
 * asked, and what to try; null without them, for the page's ordinary empty state.
 */
export function noTimesText(filters: TimeFilterValues, today: string): NoTimes | null {
  const { day, period, online } = filters;
  if (day || period)
    return {
      title: `No open times ${whenText(day, period, today)}`,
      description: day
        ? 'Try another day, another part of the day, or a wider area.'
        : 'Try another part of the day, or a wider area.',
    };
  if (online)
    return {
      title: 'No business here books online',
      description: 'Turn off Books online to see every business, or search a wider area.',
    };
  return null;
}
