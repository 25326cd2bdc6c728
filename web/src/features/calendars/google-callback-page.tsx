import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { MSG_CALENDAR_CONNECTED, MSG_GOOGLE_STATE } from '@slotmap/domain/calendar-messages';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { type CalendarT, calendarMessages } from '../../components/calendars/messages.ts';
import { CenteredCard } from '../../components/centered-card.tsx';
import {
  forgetCalendarReturn,
  messageOf,
  readCalendarReturn,
  useExchangeGoogleCode,
} from '../../lib/calendars.ts';
import { translateMessage } from '../../lib/i18n/domain-messages.ts';
import { readMessage } from '../../lib/i18n/form-errors.ts';
import { useLanguage, useT } from '../../lib/i18n/use-t.tsx';
import { notify } from '../../lib/notify.ts';

const ACCOUNT_TAB = '/account#integrations';
/** The business manager opens on the tab named in navigation state. */
const BUSINESS_TAB_STATE = { tab: 'booking-calendars' };

/** What Google's `error` parameter means to the person (access_denied: they said no). */
const googleRefusal = (error: string, t: CalendarT) =>
  error === 'access_denied'
    ? t('calendars.googleCallback.denied')
    : t('calendars.googleCallback.refused', { error });

/**
 * /calendar/google/callback: Google sends the person back here with a code and the state the
 * server made; the server exchanges them, then the page leads to the tab the link was made from.
 */
export function GoogleCallbackPage() {
  const t = useT(calendarMessages);
  const language = useLanguage();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { mutate, isError, error } = useExchangeGoogleCode();
  // Google's code is good once: a second exchange (React's double effects) would fail.
  const sent = useRef(false);
  const code = params.get('code');
  const state = params.get('state');
  const refused = params.get('error');
  const problem = refused
    ? googleRefusal(refused, t)
    : !code || !state
      ? translateMessage(MSG_GOOGLE_STATE, language)
      : null;

  useEffect(() => {
    if (problem || !code || !state || sent.current) return;
    sent.current = true;
    mutate(
      { code, state },
      {
        onSuccess: ({ company }) => {
          forgetCalendarReturn();
          notify(readMessage(MSG_CALENDAR_CONNECTED));
          if (company)
            navigate(`/business/service/${company}`, { replace: true, state: BUSINESS_TAB_STATE });
          else navigate(ACCOUNT_TAB, { replace: true });
        },
      },
    );
  }, [problem, code, state, mutate, navigate]);

  if (problem || isError) return <CallbackProblem message={problem ?? messageOf(error)} />;
  return (
    <Center py="xl">
      <Stack align="center" gap="sm" role="status">
        <Loader />
        <Text>{t('calendars.googleCallback.connecting')}</Text>
      </Stack>
    </Center>
  );
}

function CallbackProblem({ message }: { message: string }) {
  const t = useT(calendarMessages);
  const back = readCalendarReturn() ?? ACCOUNT_TAB;
  const business = back.startsWith('/business/service/');
  return (
    <CenteredCard title={t('calendars.googleCallback.failed')}>
      <Alert color="red" variant="light" role="alert">
        {message}
      </Alert>
      <Button
        component={Link}
        to={back}
        state={business ? BUSINESS_TAB_STATE : undefined}
        variant="light"
      >
        {t(
          business
            ? 'calendars.googleCallback.backToBusiness'
            : 'calendars.googleCallback.backToAccount',
        )}
      </Button>
    </CenteredCard>
  );
}
