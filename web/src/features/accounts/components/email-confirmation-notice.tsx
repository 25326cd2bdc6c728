import { Alert, Button, Text } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth.ts';
import { notify, notifyError } from '../../../lib/notify.ts';
import { resendConfirmation } from '../data/auth-calls.ts';

/** Sends a new confirmation link to the signed-in person's address. */
export function ResendConfirmationButton() {
  const resend = useMutation({
    mutationFn: resendConfirmation,
    onSuccess: (answer) => notify(answer.msg),
    onError: notifyError,
  });
  return (
    <Button
      variant="light"
      size="sm"
      onClick={() => resend.mutate()}
      loading={resend.isPending}
      disabled={resend.isSuccess}
    >
      {resend.isSuccess ? 'Link sent' : 'Send the link again'}
    </Button>
  );
}

/**
 * Shown until the address is confirmed: why it matters (referral months, reaching the person)
 * and a way to get a new link. Booking works either way.
 */
export function EmailConfirmationNotice() {
  const { user } = useAuth();
  if (!user || user.emailConfirmed) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconMailCheck size={20} />}
      title="Please confirm your e-mail address"
      mb="lg"
    >
      <Text fz="sm" mb="sm">
        {`We sent a link to ${user.email} when you signed up. Confirming it makes sure booking notices reach you, and lets the person who referred you earn their free month.`}
      </Text>
      <ResendConfirmationButton />
    </Alert>
  );
}
