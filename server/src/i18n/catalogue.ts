import { LANGUAGES, type Language } from '@slotmap/domain/language';
import { compileCatalogueFile, instancesPerLanguage } from './compile.ts';

/** Values put into a message's `{names}`. */
export type MessageValues = Record<string, string | number>;

/** `t(language, id, values)`: a message of an area in the reader's language. */
export type ServerTranslate<Id extends string> = (
  language: Language,
  id: Id,
  values?: MessageValues,
) => string;

/**
 * An area's words on the server, for what it writes to people in their own language (a mail,
 * a text, a calendar event: docs/decisions/069): `messages/en.json` and `messages/fr.json` in the
 * folder given, ids such as `bookings.confirmed.subject`, English the source of the id type (see
 * `modules/bookings/words.ts`: the type argument is the type of the area's English JSON, the
 * argument the URL of its `messages/` folder).
 *
 * The files are read and compiled once, when the module loads.
 */
export function serverCatalogue<M extends Record<string, string>>(
  folder: URL,
): ServerTranslate<keyof M & string> {
  const instances = instancesPerLanguage();
  for (const language of LANGUAGES)
    instances[language].load(language, compileCatalogueFile(new URL(`${language}.json`, folder)));
  return (language, id, values) => instances[language]._(id, values);
}
