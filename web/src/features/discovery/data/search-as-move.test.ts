import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MoveSearch, SEARCH_AS_MOVE_DELAY_MS, useSearchAsMove } from './search-as-move.ts';

describe('searching as the map moves', () => {
  let searches: { replace: boolean }[];
  let moves: MoveSearch;
  beforeEach(() => {
    vi.useFakeTimers();
    searches = [];
    moves = new MoveSearch((options) => searches.push(options));
  });
  afterEach(() => vi.useRealTimers());

  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it('searches once the map has been still a moment, as a new history entry', () => {
    moves.moveStart();
    moves.moveEnd();
    wait(SEARCH_AS_MOVE_DELAY_MS - 1);
    expect(searches).toEqual([]);
    wait(1);
    expect(searches).toEqual([{ replace: false }]);
  });

  it('makes quick moves one search', () => {
    for (let i = 0; i < 4; i++) {
      moves.moveStart();
      moves.moveEnd();
      wait(100);
    }
    wait(SEARCH_AS_MOVE_DELAY_MS);
    expect(searches).toEqual([{ replace: false }]);
  });

  it('replaces the entry for a search made while the person is still moving the map', () => {
    moves.moveStart();
    moves.moveEnd();
    wait(200);
    moves.moveStart(); // dragging again; the first search fires mid-drag
    wait(SEARCH_AS_MOVE_DELAY_MS);
    moves.moveEnd();
    wait(SEARCH_AS_MOVE_DELAY_MS);
    expect(searches).toEqual([{ replace: false }, { replace: true }]);

    // The next move, after the map settled, is an entry of its own.
    moves.moveStart();
    moves.moveEnd();
    wait(SEARCH_AS_MOVE_DELAY_MS);
    expect(searches.at(-1)).toEqual({ replace: false });
  });

  it('forgets a move when cancelled, and ignores a stop without a start', () => {
    moves.moveStart();
    moves.moveEnd();
    moves.cancel();
    moves.moveEnd();
    wait(SEARCH_AS_MOVE_DELAY_MS * 2);
    expect(searches).toEqual([]);
  });
});

describe('the "Search as I move the map" switch', () => {
  it('is on at first, and the browser remembers turning it off', () => {
    const first = renderHook(() => useSearchAsMove());
    expect(first.result.current[0]).toBe(true);
    act(() => first.result.current[1](false));
    expect(first.result.current[0]).toBe(false);
    first.unmount();

    expect(renderHook(() => useSearchAsMove()).result.current[0]).toBe(false);
  });
});
