import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Language } from '@slotmap/domain/language';
import { messageMatcher, messageTranslator } from '@slotmap/domain/message-templates';
import { compileCatalogueFile, instancesPerLanguage } from './compile.ts';

/**
 * The API's messages are English in the code: the spec's exact words, which the web's forms
 * check with too (the domain's schemas). Another language translates them on the way out
 * (docs/decisions/069), through catalogues keyed by the English: the domain's, one per domain
 * file (`domain/src/messages/fr/accounts.json`), and the server's own (`messages/fr/server.json`
 * here). A message with values is keyed by its template ('Please answer "{label}"').
 */

const domainSource = dirname(createRequire(import.meta.url).resolve('@slotmap/domain/language'));
/** Each folder of catalogues keyed by English, by language. */
const FOLDERS = [join(domainSource, 'messages'), join(import.meta.dirname, 'messages')];

const instances = instancesPerLanguage();
const translators = new Map<Language, (message: string) => string>();
for (const folder of FOLDERS) {
  for (const language of readdirSync(folder) as Language[]) {
    for (const file of readdirSync(join(folder, language)).filter((f) => f.endsWith('.json')))
      instances[language].load(language, compileCatalogueFile(join(folder, language, file)));
  }
}
for (const [language, i18n] of Object.entries(instances) as [
  Language,
  (typeof instances)['en'],
][]) {
  if (language === 'en') continue;
  const match = messageMatcher(Object.keys(i18n.messages));
  translators.set(
    language,
    messageTranslator(match, (id, values) => i18n._(id, values)),
  );
}

/**
 * An English message of the API in `language`: 'Invalid credentials' → 'Identifiants invalides'.
 * A message no catalogue has stays English (the completeness test names every one it can find).
 */
export function translateMessage(message: string, language: Language): string {
  return translators.get(language)?.(message) ?? message;
}

/** Every English id the catalogues of `language` translate, for the completeness test. */
export const translatedIds = (language: Language): string[] =>
  Object.keys(instances[language].messages);
