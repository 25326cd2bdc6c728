import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { LANGUAGES, type Language, LOCALES } from '@slotmap/domain/language';
import { activeLanguage } from './active-language.ts';

/**
 * Catalogues of the web app's words (docs/decisions/069): one per area, beside the code that uses
 * it (`features/accounts/messages/en.json` and `fr.json`, declared in `features/accounts/
 * messages.ts`), each loaded on its own and only in the language being read. English is the
 * source of the ids and of their types; `fr` must have the same keys, which the type of its loader
 * and `npm run lint` both check.
 */

/** Each language's messages, compiled at build time (compiled-catalogues.ts), every area merged. */
const instances = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    setupI18n({ locale: language, locales: [LOCALES[language]], messages: { [language]: {} } }),
  ]),
) as Record<Language, I18n>;

/** The Lingui instance of a language: one each, shared by every page drawn in it. */
export const i18nOf = (language: Language): I18n => instances[language];

/** Values put into a message's `{names}`. */
export type MessageValues = Record<string, string | number>;

type Loader<M> = () => Promise<{ default: M }>;

/** An area's catalogue; `Id` only types its ids, nothing of it is bundled by the type. */
export interface Catalogue<Id extends string = string> {
  readonly name: string;
  /** Whether its messages in that language are in. */
  isLoaded(language: Language): boolean;
  /** Loads them (once: the same promise after). */
  load(language: Language): Promise<void>;
  /**
   * A message in the language this browser reads, for code that is not a component (a toast
   * sent from a callback). Components use `useT`, which also draws on the server. Never at a
   * module's top level: the words are not loaded then.
   */
  t(id: Id, values?: MessageValues): string;
  /** Its ids, as a type only (`NonNullable<(typeof accountsMessages)['ids']>`); never set. */
  readonly ids?: Id;
}

/** Every catalogue declared by the code loaded so far: what a language switch must load. */
const declared = new Set<Catalogue>();
/** Once the browser's language is known, a catalogue declared later starts loading at once. */
let prefetching: Language | null = null;

/**
 * Declares an area's catalogue, once, at the top of the area's `messages.ts`. Whatever imports it
 * loads with the area's code, and so does the catalogue, in the language being read only; a page
 * is drawn once the catalogues its code declared are in (lazyPage).
 */
export function defineCatalogue<M extends Record<string, string>>(
  name: string,
  loaders: { en: Loader<M>; fr: Loader<Record<keyof M, string>> },
): Catalogue<keyof M & string> {
  const loaded = new Set<Language>();
  const loading = new Map<Language, Promise<void>>();
  const catalogue: Catalogue<keyof M & string> = {
    name,
    isLoaded: (language) => loaded.has(language),
    load(language) {
      let promise = loading.get(language);
      if (!promise) {
        promise = loaders[language]().then(({ default: messages }) => {
          // Compiled by the build, though typed as the JSON it was written as.
          instances[language].load(language, messages as unknown as Messages);
          loaded.add(language);
        });
        // A load that failed (a stale chunk after a deploy) is tried again next time.
        promise.catch(() => loading.delete(language));
        loading.set(language, promise);
      }
      return promise;
    },
    t: (id, values) => instances[activeLanguage()]._(id, values),
  };
  declared.add(catalogue);
  if (prefetching) void catalogue.load(prefetching).catch(() => undefined);
  return catalogue;
}

/**
 * Loads every catalogue declared so far in `language`. Resolves once they are all in: before
 * the first render, after a page's code has arrived, before a language switch shows.
 */
export async function loadCatalogues(language: Language): Promise<void> {
  await Promise.all([...declared].map((c) => c.load(language)));
}

/**
 * The browser's language from now on: every catalogue declared so far loads in it, and each one
 * declared later as soon as its code arrives, alongside the code rather than after it.
 */
export function followLanguage(language: Language): Promise<void> {
  prefetching = language;
  return loadCatalogues(language);
}
