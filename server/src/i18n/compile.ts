import { readFileSync } from 'node:fs';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { LANGUAGES, type Language, LOCALES } from '@slotmap/domain/language';

/**
 * The server's side of the catalogues (docs/decisions/069): the same ICU messages and the same
 * compiler as the web's build (web/compiled-catalogues.ts), compiled once when the server loads
 * them. A message that does not parse stops the start, naming its file and id.
 */
export function compileCatalogueFile(file: URL | string): Messages {
  const source = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const compiled: Messages = {};
  for (const [id, message] of Object.entries(source)) {
    if (typeof message !== 'string') throw new Error(`${file}: "${id}" is not a string`);
    try {
      compiled[id] = compileMessageOrThrow(message);
    } catch (error) {
      throw new Error(`${file}: "${id}" is not a valid ICU message: ${(error as Error).message}`);
    }
  }
  return compiled;
}

/** A Lingui instance per language, each with its own messages: nothing is shared between them. */
export function instancesPerLanguage(): Record<Language, I18n> {
  return Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      setupI18n({ locale: language, locales: [LOCALES[language]], messages: { [language]: {} } }),
    ]),
  ) as Record<Language, I18n>;
}
