import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { NewPasswordFields } from '../../../components/password-field.tsx';
import { focusingFirstError } from '../../../lib/focus-first-error.ts';
import { lazySchemaResolver } from '../../../lib/lazy-schema-resolver.ts';
import { signIn, type User } from '../../../lib/auth.ts';
import { notify, notifyError } from '../../../lib/notify.ts';
import { changePassword } from '../data/auth-calls.ts';
import { toastPasswordMismatch } from '../password-mismatch.ts';

const validatePassword = lazySchemaResolver(
  async () => (await import('@slotmap/domain/accounts')).changePasswordSchema,
);

/** E-mail (read-only) and a new password with its confirmation: POST /api/users/me. */
export function EmailPasswordTab({ user }: { user: User }) {
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
      notify('Password Updated');
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
          label="Email"
          value={user.email}
          readOnly
          description="Your email address is your login and cannot be changed here."
        />
        <NewPasswordFields form={form} fresh />
        <Group>
          <Button type="submit" loading={mutation.isPending}>
            Update Password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
