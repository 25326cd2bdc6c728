import { useDebouncedValue } from '@mantine/hooks';
import { MSG_DATE_RANGE, signUpRangeSchema } from '@slotmap/domain/admin';
import { useState } from 'react';

export interface SignUpRange {
  /** yyyy-MM-DD or '' */
  startDate: string;
  endDate: string;
}

const none: SignUpRange = { startDate: '', endDate: '' };

/**
 * The Users tab's sign-up dates: what the inputs hold, what is sent, and what is wrong with them.
 * A date input reports every keystroke of its year (2 → 0002, 20 → 0020), so the dates are sent
 * only once typing has paused and the range passes the server's own schema; until then the list
 * keeps the last range that did, and the inputs say what is wrong.
 */
export function useSignUpRange(onSent: () => void) {
  const [typed, setTyped] = useState<SignUpRange>(none);
  const [startDate] = useDebouncedValue(typed.startDate, 400);
  const [endDate] = useDebouncedValue(typed.endDate, 400);
  const [sent, setSent] = useState<SignUpRange>(none);

  const checked = signUpRangeSchema.safeParse({ startDate, endDate });
  if (checked.success && (sent.startDate !== startDate || sent.endDate !== endDate)) {
    // Adjusting state while rendering (React's pattern for state derived from props or state).
    setSent({ startDate, endDate });
    onSent();
  }

  const settled = typed.startDate === startDate && typed.endDate === endDate;
  const issues = settled && !checked.success ? checked.error.issues : [];
  // A range out of order is both dates' problem; a date out of bounds only its own.
  const outOfOrder = issues.some((i) => i.message === MSG_DATE_RANGE);
  const marked = (field: keyof SignUpRange) =>
    outOfOrder || issues.some((i) => i.path[0] === field);

  return {
    typed,
    setStartDate: (value: string) => setTyped((r) => ({ ...r, startDate: value })),
    setEndDate: (value: string) => setTyped((r) => ({ ...r, endDate: value })),
    sent,
    /** What is wrong with the dates, one message each; empty while typing. */
    problems: [...new Set(issues.map((i) => i.message))],
    marked: { startDate: marked('startDate'), endDate: marked('endDate') },
  };
}
