import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { CenteredCard } from '../../../components/centered-card.tsx';
import { EmailField } from '../../../components/person-fields.tsx';
import { focusingFirstError } from '../../../lib/focus-first-error.ts';
import { translatedErrors } from '../../../lib/i18n/form-errors.ts';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { lazySchemaResolver } from '../../../lib/lazy-schema-resolver.ts';
import { notifyError } from '../../../lib/notify.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { requestPasswordReset } from '../data/auth-calls.ts';
import { accountRules, accountsMessages } from '../messages.ts';

// The schema (and zod with it) loads when the form is first checked (decision 045).
const loadSchema = async () => (await import('@slotmap/domain/accounts')).resetRequestSchema;
const validateRequest = translatedErrors(accountRules, lazySchemaResolver(loadSchema));

/** /forgot: ask for a reset link by e-mail. */
export function ForgotPage() {
  const t = useT(accountsMessages);
  usePageTitle(t('accounts.forgot.title'));
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { email: '' },
    validate: validateRequest,
  });
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
          async (values) => mutation.mutate((await loadSchema()).parse(values)),
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
