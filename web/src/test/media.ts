import { vi } from 'vitest';

/** A MediaQueryList as jsdom lacks it: `matches` fixed, listeners that never fire. */
export function mediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  };
}

/**
 * The screen the test draws on, as the page's media queries see it: `matches` says which
 * queries match (e.g. every max-width query on a phone). Restored after each test.
 */
export function screenMatches(matches: (query: string) => boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    mediaQueryList(query, matches(query)),
  );
}
