import type { I18n } from '@lingui/core';
import { LinguiContext, Trans } from '@lingui/react';
import type { Language } from '@slotmap/domain/language';
import type { ReactElement, ReactNode } from 'react';
import { commonMessages } from '../common-messages.ts';
import { type Catalogue, i18nOf } from './catalogue.ts';
import { type CommonId, useLanguage, useLoaded } from './use-t.tsx';

/*
 * Messages with elements in them, apart from `useT`: Lingui's Trans, which reads the elements
 * out of a message, loads only with the pages that show such a message, not with the shell.
 */

interface TProps<Id extends string> {
  messages: Catalogue<Id>;
  id: Id | CommonId;
  values?: Record<string, string | number | ReactNode>;
  /** Elements for the message's tags: `<link>Sign Up</link>` takes `components={{ link: <Anchor/> }}`. */
  components?: Record<string, ReactElement>;
}

/**
 * A message with elements inside it ("Don't have an account? <link>Sign Up</link>"), so a
 * translation can move the link where its language puts it. Plain text needs only `t`.
 */
export function T<Id extends string>({ messages, id, values, components }: TProps<Id>) {
  const language = useLanguage();
  useLoaded(language, [commonMessages, messages]);
  return (
    <LinguiContext value={linguiValueOf(language)}>
      <Trans id={id} values={values} components={components} />
    </LinguiContext>
  );
}

/** What Lingui's Trans reads from its context: made once per language, so it never changes. */
const linguiValues = new Map<Language, { i18n: I18n; _: I18n['_'] }>();
function linguiValueOf(language: Language) {
  let value = linguiValues.get(language);
  if (!value) {
    const i18n = i18nOf(language);
    value = { i18n, _: i18n._.bind(i18n) };
    linguiValues.set(language, value);
  }
  return value;
}
