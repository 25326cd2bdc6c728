import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { NewPasswordFields } from '../../../components/password-field.tsx';
import { focusingFirstError } from '../../../lib/focus-first-error.ts';
import { translatedErrors } from '../../../lib/i18n/form-errors.ts';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { lazySchemaResolver } from '../../../lib/lazy-schema-resolver.ts';
import { signIn, type User } from '../../../lib/auth.ts';
import { notify, notifyError } from '../../../lib/notify.ts';
import { changePassword } from '../data/auth-calls.ts';
import { accountRules, accountsMessages } from '../messages.ts';
import { toastPasswordMismatch } from '../password-mismatch.ts';

// The schema's English messages read in the page's language (decision 069).
const validatePassword = translatedErrors(
  accountRules,
  lazySchemaResolver(async () => (await import('@slotmap/domain/accounts')).changePasswordSchema),
);

/** E-mail (read-only) and a new password with its confirmation: POST /api/users/me. */
export function EmailPasswordTab({ user }: { user: User }) {
  const t = useT(accountsMessages);
  const form = useForm({
    initialValues: { email: user.email, password: '', password2: '' },
    validate: validatePassword,
  });
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: ({ token }) => {
      // The answer carries a fresh token: older sessions end, this one goes on.
      signIn(token);
      form.setValues({ password: '', password2: '' });
      notify(t('accounts.emailPassword.updated'));
    },
    onError: notifyError,
  });

  const submit = form.onSubmit(
    (values) => mutation.mutate(values),
    focusingFirstError(toastPasswordMismatch),
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm" maw={480}>
        <TextInput
          label={t('accounts.emailPassword.email')}
          value={user.email}
          readOnly
          description={t('accounts.emailPassword.emailNote')}
        />
        <NewPasswordFields form={form} fresh />
        <Group>
          <Button type="submit" loading={mutation.isPending}>
            {t('accounts.emailPassword.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
