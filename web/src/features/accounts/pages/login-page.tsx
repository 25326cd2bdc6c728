import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { LoginInput } from '@slotmap/domain/accounts';
import { Link, useLocation } from 'react-router';
import { CenteredCard } from '../../../components/centered-card.tsx';
import { EmailField } from '../../../components/person-fields.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { focusingFirstError } from '../../../lib/focus-first-error.ts';
import { lazySchemaResolver } from '../../../lib/lazy-schema-resolver.ts';
import { login } from '../data/auth-calls.ts';
import { useSignInCall } from '../data/use-sign-in-call.ts';

const validateLogin = lazySchemaResolver(
  async () => (await import('@slotmap/domain/accounts')).loginSchema,
);

/** /login (spec §2). A signed-in visitor never sees it: the route sends them on (GuestOnly). */
export function LoginPage() {
  // A return path in state (a visitor who chose a time or pressed Claim) goes on to sign-up too.
  const location = useLocation();
  const form = useForm<LoginInput>({
    initialValues: { email: '', password: '' },
    validate: validateLogin,
  });
  // Spec §4: a failed login clears the token.
  const mutation = useSignInCall(login);

  return (
    <CenteredCard title="Login" subtitle="Sign in to book and manage your appointments.">
      <form
        noValidate
        onSubmit={form.onSubmit((values) => mutation.mutate(values), focusingFirstError())}
      >
        <Stack gap="sm">
          <EmailField form={form} />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/forgot" fz="sm">
              Forgot Password
            </Anchor>
          </Group>
          <Button type="submit" loading={mutation.isPending} fullWidth>
            Login
          </Button>
        </Stack>
      </form>
      <Text fz="sm" ta="center">
        Don&apos;t have an account?{' '}
        <Anchor component={Link} to="/register" state={location.state}>
          Sign Up
        </Anchor>
      </Text>
    </CenteredCard>
  );
}
