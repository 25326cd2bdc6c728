import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { TestApp } from './app.ts';
import { createCheckedTestApp } from './checks.ts';

/** Worlds take a while to build (an app, a database, people signing up). */
const BUILD_TIMEOUT = 120_000;

const ONCE = { before: beforeAll, after: afterAll };
const EACH = { before: beforeEach, after: afterEach };

/**
 * `live`, filled by `fill` with what `make` made before the tests (once, or before each), and what
 * was made released after them. `live` is named where a describe block starts; it is empty until
 * the block's hooks run, so read it inside hooks and tests, never at the top of the block.
 */
export function filledInto<L, T>(
  live: L,
  fill: (live: L, made: T) => void,
  make: () => Promise<T>,
  release?: (made: T) => unknown,
  hooks = ONCE,
): L {
  let made: T | undefined;
  hooks.before(async () => {
    made = await make();
    fill(live, made);
  }, BUILD_TIMEOUT);
  if (release)
    hooks.after(async () => {
      if (made) await release(made);
      made = undefined;
    });
  return live;
}

/**
 * A value made before a describe block's tests and released after them, named once where the block
 * starts: `const admin = filledBeforeAll(() => createAdmin(t))`.
 */
export const filledBeforeAll = <T extends object>(
  make: () => Promise<T>,
  release?: (value: T) => unknown,
): T => filledInto({} as T, Object.assign, make, release);

/** The same, made again before each test and released after it. */
export const filledBeforeEach = <T extends object>(
  make: () => Promise<T>,
  release?: (value: T) => unknown,
): T => filledInto({} as T, Object.assign, make, release, EACH);

/**
 * Like filledBeforeAll, for a value whose parts are named on their own where the block starts:
 * `const { t, fake } = partsFilledBeforeAll(['t', 'fake'], make, release)`. Each part is filled
 * from the made value's part of that name.
 */
export function partsFilledBeforeAll<T extends Record<K, object>, K extends keyof T>(
  parts: K[],
  make: () => Promise<T>,
  release?: (value: T) => unknown,
): Pick<T, K> {
  const live = Object.fromEntries(parts.map((part) => [part, {}])) as Pick<T, K>;
  const fill = (into: Pick<T, K>, made: T) => {
    for (const part of parts) Object.assign(into[part], made[part]);
  };
  return filledInto(live, fill, make, release);
}

/** The leak-checked test app on a fresh database, for the tests of this describe block. */
export const suiteTestApp = (opts: Parameters<typeof createCheckedTestApp>[0] = {}): TestApp =>
  filledBeforeAll(
    () => createCheckedTestApp(opts),
    (t) => t.close(),
  );
