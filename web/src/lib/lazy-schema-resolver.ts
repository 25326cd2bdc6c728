import { type FormErrors, schemaResolver } from '@mantine/form';
import type { ZodType } from 'zod';

/**
 * A form validator whose schema (and zod with it) is downloaded the first time the form is
 * checked, not with the page: a page that only shows a form needs the rules when it is sent.
 * The schema is still the shared one from the domain package, so messages match the server's.
 * Mantine's form waits for the answer before it calls onSubmit or onInvalid.
 */
export function lazySchemaResolver(load: () => Promise<ZodType>) {
  let resolve: ((values: unknown) => Promise<FormErrors>) | undefined;
  return async (values: unknown): Promise<FormErrors> => {
    resolve ??= schemaResolver(await load());
    return resolve(values);
  };
}
