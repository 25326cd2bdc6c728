import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PASSWORDS_DO_NOT_MATCH } from '@slotmap/domain/constants';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { CenteredCard } from '../../../components/centered-card.tsx';
import { NewPasswordFields } from '../../../components/password-field.tsx';
import { lazySchemaResolver } from '../../../lib/lazy-schema-resolver.ts';
import { signOut } from '../../../lib/auth.ts';
import { focusingFirstError } from '../../../lib/focus-first-error.ts';
import { readMessage, translatedErrors } from '../../../lib/i18n/form-errors.ts';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { notify, notifyError } from '../../../lib/notify.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { setNewPassword } from '../data/auth-calls.ts';
import { accountRules, accountsMessages } from '../messages.ts';

const validateNewPassword = translatedErrors(
  accountRules,
  lazySchemaResolver(async () => (await import('@slotmap/domain/accounts')).newPasswordFormSchema),
);

/** /reset/:token: choose a new password with the link from the reset e-mail. */
export function ResetPage() {
  const t = useT(accountsMessages);
  usePageTitle(t('accounts.reset.title'));
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { password: '', password2: '' },
    validate: validateNewPassword,
  });
  const mutation = useMutation({
    mutationFn: setNewPassword,
    onSuccess: () => {
      // Spec §4: setting a new password clears any stored session.
      signOut();
      // The spec's /success-page is shared with the forgot form; the state tells it which happened.
      navigate('/success-page', { state: { passwordChanged: true } });
    },
    onError: notifyError,
  });

  const submit = form.onSubmit(
    ({ password }) => mutation.mutate({ password, token }),
    focusingFirstError((errors) => {
      const mismatch = readMessage(PASSWORDS_DO_NOT_MATCH);
      if (errors.password2 !== mismatch) return;
      // Spec §5: a mismatch shows the message and clears both fields.
      form.setValues({ password: '', password2: '' });
      form.setFieldError('password2', mismatch);
      notify(mismatch, 'danger');
    }),
  );

  return (
    <CenteredCard title={t('accounts.reset.title')} subtitle={t('accounts.reset.subtitle')}>
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <NewPasswordFields form={form} fresh />
          <Button type="submit" loading={mutation.isPending} fullWidth>
            {t('accounts.reset.submit')}
          </Button>
        </Stack>
      </form>
    </CenteredCard>
  );
}
