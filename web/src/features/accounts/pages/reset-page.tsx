import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PASSWORDS_DO_NOT_MATCH } from '@slotmap/domain/constants';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { CenteredCard } from '../../../components/centered-card.tsx';
import { NewPasswordFields } from '../../../components/password-field.tsx';
import { focusingFirstError } from '../../../lib/focus-first-error.ts';
import { lazySchemaResolver } from '../../../lib/lazy-schema-resolver.ts';
import { signOut } from '../../../lib/auth.ts';
import { notify, notifyError } from '../../../lib/notify.ts';
import { setNewPassword } from '../data/auth-calls.ts';

const validateNewPassword = lazySchemaResolver(
  async () => (await import('@slotmap/domain/accounts')).newPasswordFormSchema,
);

/** /reset/:token: choose a new password with the link from the reset e-mail. */
export function ResetPage() {
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
      if (errors.password2 !== PASSWORDS_DO_NOT_MATCH) return;
      // Spec §5: a mismatch shows the message and clears both fields.
      form.setValues({ password: '', password2: '' });
      form.setFieldError('password2', PASSWORDS_DO_NOT_MATCH);
      notify(PASSWORDS_DO_NOT_MATCH, 'danger');
    }),
  );

  return (
    <CenteredCard title="Reset Password" subtitle="Choose a new password for your account.">
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <NewPasswordFields form={form} label="New Password" />
          <Button type="submit" loading={mutation.isPending} fullWidth>
            Reset Password
          </Button>
        </Stack>
      </form>
    </CenteredCard>
  );
}
