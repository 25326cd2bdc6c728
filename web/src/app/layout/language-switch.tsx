import { UnstyledButton, VisuallyHidden } from '@mantine/core';
import { type Language, LANGUAGE_TAGS } from '@slotmap/domain/language';
import { useQueryClient } from '@tanstack/react-query';
import { Fragment } from 'react';
import { useAuth } from '../../lib/auth.ts';
import { switchLanguage } from '../../lib/i18n/switch-language.ts';
import { useLanguage, useT } from '../../lib/i18n/use-t.tsx';
import { chooseBeforeAccountIsRead, saveAccountLanguage } from '../account-language.ts';
import { appMessages } from '../messages.ts';
import classes from './language-switch.module.css';

/** Each language named in itself, with the code shown on the button. */
const CHOICES = [
  { language: 'en', code: 'EN', name: 'app.language.en' },
  { language: 'fr', code: 'FR', name: 'app.language.fr' },
] as const;

/**
 * EN | FR in the header (decision 069). The page changes language at once; the choice is kept on
 * this browser (a cookie, which the server also reads for the pages it draws) and, for a signed-in
 * person, on the account, which their mail and texts follow.
 */
export function LanguageSwitch() {
  const language = useLanguage();
  const t = useT(appMessages);
  const { token, user } = useAuth();
  const queryClient = useQueryClient();

  // Asked for even when it is the language on screen: a switch to the other one may be on its
  // way (the account's, just read), and the last one asked for wins.
  const choose = (next: Language) => {
    void switchLanguage(next);
    if (user) {
      if (user.language !== next) void saveAccountLanguage(queryClient, token, user, next);
    } else if (token) chooseBeforeAccountIsRead(next);
  };

  return (
    <fieldset className={classes.switch}>
      <VisuallyHidden component="legend">{t('app.language.label')}</VisuallyHidden>
      {CHOICES.map((choice, i) => (
        <Fragment key={choice.language}>
          {i > 0 && (
            <span className={classes.bar} aria-hidden>
              |
            </span>
          )}
          <UnstyledButton
            className={classes.choice}
            lang={LANGUAGE_TAGS[choice.language]}
            aria-label={t(choice.name)}
            aria-pressed={choice.language === language}
            onClick={() => choose(choice.language)}
          >
            {choice.code}
          </UnstyledButton>
        </Fragment>
      ))}
    </fieldset>
  );
}
