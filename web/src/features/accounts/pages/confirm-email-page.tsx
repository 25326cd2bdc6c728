import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { CenteredCard } from '../../../components/centered-card.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { authKey, useAuth } from '../../../lib/auth.ts';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { confirmEmail } from '../data/auth-calls.ts';
import { ResendConfirmationButton } from '../components/email-confirmation-notice.tsx';
import { accountsMessages } from '../messages.ts';

/** /confirm-email/:token: the link mailed at sign-up, confirmed as soon as the page opens. */
export function ConfirmEmailPage() {
  const t = useT(accountsMessages);
  usePageTitle(t('accounts.confirm.title'));
  const { token = '' } = useParams();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: confirmEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKey }),
  });
  const { mutate } = confirm;
  useEffect(() => mutate(token), [mutate, token]);

  const next = user
    ? { to: '/dashboard', label: t('accounts.confirm.toDashboard') }
    : { to: '/login', label: t('accounts.confirm.toLogin') };
  return (
    <CenteredCard title={t('accounts.confirm.title')}>
      {confirm.isPending || confirm.isIdle ? (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{t('accounts.confirm.confirming')}</Text>
        </Group>
      ) : confirm.isSuccess ? (
        <Stack gap="md">
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} role="status">
            {t('accounts.confirm.done', { message: confirm.data.msg })}
          </Alert>
          <Button component={Link} to={next.to}>
            {next.label}
          </Button>
        </Stack>
      ) : (
        <Stack gap="md">
          <Alert color="red" variant="light" role="alert" title={t('accounts.confirm.failed')}>
            {confirm.error instanceof ApiError
              ? confirm.error.messages.join(' ')
              : t('common.tryAgain')}
          </Alert>
          {user ? (
            <ResendConfirmationButton />
          ) : (
            <Text fz="sm">{t('accounts.confirm.askAgain')}</Text>
          )}
          <Button component={Link} to={next.to} variant="default">
            {next.label}
          </Button>
        </Stack>
      )}
    </CenteredCard>
  );
}
