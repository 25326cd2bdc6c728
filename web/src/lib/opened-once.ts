import { useState } from 'react';

/**
 * True from the first time `opened` is true: a dialog whose code loads when it first opens is
 * drawn from then on, so it keeps its closing transition and does not load again (decision 068).
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [ever, setEver] = useState(opened);
  if (opened && !ever) setEver(true);
  return ever || opened;
}
