import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { CenteredCard } from '../../../components/centered-card.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { authKey, useAuth } from '../../../lib/auth.ts';
import { confirmEmail } from '../data/auth-calls.ts';
import { ResendConfirmationButton } from '../components/email-confirmation-notice.tsx';

/** /confirm-email/:token: the link mailed at sign-up, confirmed as soon as the page opens. */
export function ConfirmEmailPage() {
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
    ? { to: '/dashboard', label: 'Go to your dashboard' }
    : { to: '/login', label: 'Log in' };
  return (
    <CenteredCard title="Confirm your e-mail address">
      {confirm.isPending || confirm.isIdle ? (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>Confirming your address…</Text>
        </Group>
      ) : confirm.isSuccess ? (
        <Stack gap="md">
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} role="status">
            {confirm.data.msg}. Thank you!
          </Alert>
          <Button component={Link} to={next.to}>
            {next.label}
          </Button>
        </Stack>
      ) : (
        <Stack gap="md">
          <Alert color="red" variant="light" role="alert" title="The address was not confirmed">
            {confirm.error instanceof ApiError
              ? confirm.error.messages.join(' ')
              : 'Something went wrong. Please try again.'}
          </Alert>
          {user ? (
            <ResendConfirmationButton />
          ) : (
            <Text fz="sm">Log in and ask for a new link on your Profile Settings page.</Text>
          )}
          <Button component={Link} to={next.to} variant="default">
            {next.label}
          </Button>
        </Stack>
      )}
    </CenteredCard>
  );
}
