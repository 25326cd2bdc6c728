import { type ComponentType, lazy } from 'react';

/** Code-splits a route: the page module loads on first visit. Pages keep named exports. */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
