import type { FormErrors } from '@mantine/form';
import { activeLanguage } from './active-language.ts';
import type { Catalogue } from './catalogue.ts';
import { translateMessage } from './domain-messages.ts';

type Validate<V> = (values: V) => FormErrors;
type ValidateLater<V> = (values: V) => Promise<FormErrors>;

const translated = (errors: FormErrors): FormErrors => {
  const language = activeLanguage();
  return Object.fromEntries(
    Object.entries(errors).map(([path, error]) => [
      path,
      typeof error === 'string' ? translateMessage(error, language) : error,
    ]),
  );
};

/**
 * A form's checks with their messages in the language being read: the domain schema's English
 * messages (the spec's words, the server's too) through the domain catalogue given, which the
 * caller's `messages.ts` declared so that it is loaded with the page (decision 069).
 * `translatedErrors(accountRules, schemaResolver(loginSchema, { sync: true }))`.
 */
export function translatedErrors<V>(rules: Catalogue, validate: Validate<V>): Validate<V>;
export function translatedErrors<V>(rules: Catalogue, validate: ValidateLater<V>): ValidateLater<V>;
export function translatedErrors<V>(_rules: Catalogue, validate: Validate<V> | ValidateLater<V>) {
  return (values: V) => {
    const errors = validate(values);
    return errors instanceof Promise ? errors.then(translated) : translated(errors);
  };
}

/** One domain message in the language being read (a toast that repeats a field's error). */
export const readMessage = (message: string) => translateMessage(message, activeLanguage());
