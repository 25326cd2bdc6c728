import { describe, expect, it } from 'vitest';
import { pageList } from './page-list.ts';

describe('pageList (5 range pages, 2 margin pages)', () => {
  it('shows every page when there are few', () => {
    expect(pageList(1, 1)).toEqual([1]);
    expect(pageList(3, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('shows nothing without pages', () => {
    expect(pageList(1, 0)).toEqual([]);
  });

  it('keeps a 5-page window at the start, then a gap and the last two pages', () => {
    expect(pageList(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 19, 20]);
  });

  it('centres the window on the current page with both margins', () => {
    expect(pageList(10, 20)).toEqual([1, 2, 'gap', 8, 9, 10, 11, 12, 'gap', 19, 20]);
  });

  it('keeps a 5-page window at the end', () => {
    expect(pageList(20, 20)).toEqual([1, 2, 'gap', 16, 17, 18, 19, 20]);
  });

  it('shows a single hidden page rather than a gap', () => {
    expect(pageList(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 19, 20]);
  });

  it('clamps a current page past either end', () => {
    expect(pageList(99, 12)).toEqual(pageList(12, 12));
    expect(pageList(0, 12)).toEqual(pageList(1, 12));
  });
});
