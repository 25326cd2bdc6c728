import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { activeLanguage } from '../lib/i18n/active-language.ts';
import { loadCatalogues } from '../lib/i18n/catalogue.ts';
import type { EarlyReads } from '../lib/query-client.ts';
import { getToken } from '../lib/session.ts';

/** A code-split page that can be fetched before it is drawn. */
export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** Fetches the page's code and words; with `client`, starts its early reads as well. */
  preload(client?: QueryClient): Promise<void>;
};

/**
 * Code-splits a route: the page module loads on first visit, and the catalogues its code declared
 * with it, in the language being read (decision 069), so the page draws with its words. Pages
 * keep named exports. A page preloaded first (the one a server-drawn page hydrates, decision 065)
 * draws at once: React is handed a thenable that has already settled, so it does not wait a turn.
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyPage {
  let loaded: ComponentType | undefined;
  const preload = async (client?: QueryClient) => {
    const loadedModule = await load();
    const module = loadedModule[name] as ComponentType;
    const reads = (loadedModule as { earlyReads?: EarlyReads }).earlyReads;
    if (client && reads) reads(client, getToken());
    await loadCatalogues(activeLanguage());
    loaded ??= module;
  };
  const page = lazy(() => {
    const module = loaded;
    if (module) {
      const settled = {
        // biome-ignore lint/suspicious/noThenProperty: a thenable is what React.lazy reads; this one calls back at once, so React takes the module without waiting a turn.
        then: (resolve: (m: { default: ComponentType }) => void) => resolve({ default: module }),
      };
      return settled as unknown as Promise<{ default: ComponentType }>;
    }
    return preload().then(() => ({ default: loaded as ComponentType }));
  });
  return Object.assign(page, { preload });
}
