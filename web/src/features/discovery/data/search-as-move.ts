import { useCallback, useState } from 'react';

/** How long the map must stay still after a move before it is searched (decision 038). */
export const SEARCH_AS_MOVE_DELAY_MS = 400;

/**
 * Searches after the map moves, once it has been still for a moment. One move is one search and
 * one history entry: the first search of a move adds the entry, and any search made while the
 * person is still moving the map (dragging again before the first one fired) replaces it, so Back
 * returns to where the map was before the move, not to each step of it.
 */
export class MoveSearch {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private moving = false;
  private open = false;
  private pushed = false;

  constructor(
    private readonly search: (options: { replace: boolean }) => void,
    private readonly delayMs = SEARCH_AS_MOVE_DELAY_MS,
  ) {}

  /** The person started moving the map (a drag, a zoom, a key). */
  moveStart(): void {
    this.moving = true;
    if (!this.open) {
      this.open = true;
      this.pushed = false;
    }
  }

  /** The map came to rest: search once it stays so. */
  moveEnd(): void {
    this.moving = false;
    if (!this.open) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.settle(), this.delayMs);
  }

  /** Forget a move under way (the switch was turned off, the map went away). */
  cancel(): void {
    clearTimeout(this.timer);
    this.moving = false;
    this.open = false;
  }

  private settle(): void {
    this.search({ replace: this.pushed });
    this.pushed = true;
    if (!this.moving) this.open = false;
  }
}

const KEY = 'find.searchAsMove';

function readPreference(): boolean {
  try {
    return window.localStorage.getItem(KEY) !== 'off';
  } catch {
    return true;
  }
}

/**
 * "Search as I move the map": on unless the person turned it off, which this browser remembers.
 * A preference of the person, not of the search, so it stays out of the shared URL.
 */
export function useSearchAsMove(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(readPreference);
  const change = useCallback((next: boolean) => {
    setOn(next);
    try {
      window.localStorage.setItem(KEY, next ? 'on' : 'off');
    } catch {
      // Storage refused (private mode): the choice holds for this visit only.
    }
  }, []);
  return [on, change];
}
