import { Anchor, Button, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { resetRequestSchema } from '@slotmap/domain/accounts';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { CenteredCard } from '../../../components/centered-card.tsx';
import { EmailField } from '../../../components/person-fields.tsx';
import { focusingFirstError } from '../../../lib/focus-first-error.ts';
import { translatedErrors } from '../../../lib/i18n/form-errors.ts';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { requestPasswordReset } from '../data/auth-calls.ts';
import { accountRules, accountsMessages } from '../messages.ts';

const validateEmail = translatedErrors(
  accountRules,
  schemaResolver(resetRequestSchema, { sync: true }),
);

/** /forgot: ask for a reset link by e-mail. */
export function ForgotPage() {
  const t = useT(accountsMessages);
  usePageTitle(t('accounts.forgot.title'));
  const navigate = useNavigate();
  const form = useForm({ initialValues: { email: '' }, validate: validateEmail });
  const mutation = useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: () => navigate('/success-page'),
    onError: notifyError,
  });

  return (
    <CenteredCard title={t('accounts.forgot.title')} subtitle={t('accounts.forgot.subtitle')}>
      <form
        noValidate
        onSubmit={form.onSubmit(
          (values) => mutation.mutate(resetRequestSchema.parse(values)),
          focusingFirstError(),
        )}
      >
        <Stack gap="sm">
          <EmailField form={form} />
          <Button type="submit" loading={mutation.isPending} fullWidth>
            {t('accounts.forgot.submit')}
          </Button>
        </Stack>
      </form>
      <Text fz="sm" ta="center">
        <Anchor component={Link} to="/login">
          {t('accounts.backToLogin')}
        </Anchor>
      </Text>
    </CenteredCard>
  );
}
