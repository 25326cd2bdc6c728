/**
 * The server clock the end-to-end suite moves (TEST_CLOCK=true, never in production): it runs
 * with real time from wherever it was last set, so an appointment can be made to lie in the
 * past without waiting for it.
 */
export interface ShiftableClock {
  now: () => Date;
  /** From now on, the clock reads `at` and runs on from there; null goes back to real time. */
  set: (at: Date | null) => void;
}

export function shiftableClock(real: () => Date = () => new Date()): ShiftableClock {
  let offset = 0;
  return {
    now: () => new Date(real().getTime() + offset),
    set: (at) => {
      offset = at ? at.getTime() - real().getTime() : 0;
    },
  };
}
