import { Alert, Button, Text } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth.ts';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { notify, notifyError } from '../../../lib/notify.ts';
import { resendConfirmation } from '../data/auth-calls.ts';
import { accountsMessages } from '../messages.ts';

/** Sends a new confirmation link to the signed-in person's address. */
export function ResendConfirmationButton() {
  const t = useT(accountsMessages);
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
      {t(resend.isSuccess ? 'accounts.confirm.sent' : 'accounts.confirm.sendAgain')}
    </Button>
  );
}

/**
 * Shown until the address is confirmed: why it matters (referral months, reaching the person)
 * and a way to get a new link. Booking works either way.
 */
export function EmailConfirmationNotice() {
  const t = useT(accountsMessages);
  const { user } = useAuth();
  if (!user || user.emailConfirmed) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconMailCheck size={20} />}
      title={t('accounts.confirm.pleaseConfirm')}
      mb="lg"
    >
      <Text fz="sm" mb="sm">
        {t('accounts.confirm.why', { email: user.email })}
      </Text>
      <ResendConfirmationButton />
    </Alert>
  );
}
