import { type Language, LOCALES } from '@slotmap/domain/language';
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import { commonMessages } from '../common-messages.ts';
import { activeLanguage, subscribeLanguage } from './active-language.ts';
import { type Catalogue, i18nOf, type MessageValues } from './catalogue.ts';

/** The shared words every area's `t` may use besides its own (lib/messages/en.json). */
export type CommonId = NonNullable<(typeof commonMessages)['ids']>;

/** `t(id, values)`: a message of the area (or a common one) in the language being read. */
export type Translate<Id extends string> = (id: Id | CommonId, values?: MessageValues) => string;

const LanguageContext = createContext<Language | null>(null);

/**
 * The browser's language. Hydrating reads it too, not a default: main.tsx made the language the
 * server drew the page in the browser's before hydrating, so both draw the same words. On the
 * server the request's language comes as LanguageProvider's `language` instead.
 */
const useActiveLanguage = () =>
  useSyncExternalStore(subscribeLanguage, activeLanguage, activeLanguage);

/**
 * The language a tree is drawn in. On the server it is the request's (`language`); in the
 * browser it follows the language switch (active-language.ts), and while a server-drawn page
 * hydrates it is the one the server drew it in, which main.tsx made the browser's first.
 */
export function LanguageProvider({
  language,
  children,
}: {
  language?: Language;
  children: ReactNode;
}) {
  const active = useActiveLanguage();
  return <LanguageContext value={language ?? active}>{children}</LanguageContext>;
}

/** The language this part is drawn in. */
export function useLanguage(): Language {
  const provided = useContext(LanguageContext);
  const active = useActiveLanguage();
  return provided ?? active;
}

/** The Intl locale of the language this part is drawn in ('en-US', 'fr-CA'). */
export const useLocale = (): string => LOCALES[useLanguage()];

/**
 * Waits for catalogues not yet in (suspends). Pages and the shell load theirs before they draw
 * (main.tsx, lazyPage), so this only holds a part loaded some other way until its words are in.
 */
export function useLoaded(language: Language, catalogues: Catalogue[]) {
  for (const catalogue of catalogues) {
    // Thrown, not passed to `use`: React then draws the part afresh once the words are in. With
    // `use` it would replay the render that waited, and that replay needs the same `use` calls,
    // which a part whose words are now in no longer makes: the hooks after it broke ("Update hook
    // called on initial render").
    if (!catalogue.isLoaded(language)) throw catalogue.load(language);
  }
}

const translators = new Map<Language, Translate<string>>();
function translatorOf(language: Language): Translate<string> {
  let t = translators.get(language);
  if (!t) {
    const i18n = i18nOf(language);
    t = (id, values) => i18n._(id, values);
    translators.set(language, t);
  }
  return t;
}

/**
 * The words of an area for a component: `const t = useT(accountsMessages)`, then
 * `t('accounts.login.title')`. An id the area's English catalogue lacks does not compile.
 */
export function useT<Id extends string>(catalogue: Catalogue<Id>): Translate<Id> {
  const language = useLanguage();
  useLoaded(language, [commonMessages, catalogue]);
  return translatorOf(language);
}
