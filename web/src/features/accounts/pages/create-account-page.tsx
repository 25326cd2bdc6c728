import { NameFields, PhoneField } from '../../../components/person-fields.tsx';
import { Anchor, Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  PASSWORDS_DO_NOT_MATCH,
  registerFormSchema,
  registerSchema,
} from '@slotmap/domain/accounts';
import { useMutation } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { CenteredCard } from '../../../components/centered-card.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { focusingFirstError } from '../../../lib/focus-first-error.ts';
import { signIn, signOut } from '../../../lib/auth.ts';
import { notify, notifyError } from '../../../lib/notify.ts';
import { TermsLinks } from '../components/terms-links.tsx';
import { register } from '../data/auth-calls.ts';
import { readSignUpState } from '../navigation-state.ts';
import { validReferral } from '../referral.ts';

/**
 * /create-account: personal sign-up (spec §2, §5). On success the token is stored and the route
 * guard moves the new user on (to /find with a return url, otherwise to /dashboard).
 */
export function CreateAccountPage() {
  const refferalUserId = validReferral(readSignUpState(useLocation().state).refferalUserId);
  const form = useForm({
    initialValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      password: '',
      password2: '',
      refferalUserId: refferalUserId ?? '',
    },
    validate: schemaResolver(registerFormSchema, { sync: true }),
  });
  const mutation = useMutation({
    mutationFn: register,
    onSuccess: ({ token }) => signIn(token),
    onError: (error) => {
      signOut();
      notifyError(error);
    },
  });

  const submit = form.onSubmit(
    // registerSchema keeps the call's fields: the confirmation never leaves the browser.
    (values) => mutation.mutate(registerSchema.parse(values)),
    focusingFirstError((errors) => {
      if (errors.password2 === PASSWORDS_DO_NOT_MATCH) notify(PASSWORDS_DO_NOT_MATCH, 'danger');
    }),
  );

  return (
    <CenteredCard title="Create Your Account" subtitle="A personal account to book appointments.">
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NameFields form={form} />
          </SimpleGrid>
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <PhoneField form={form} />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <PasswordField
            label="Confirm Password"
            autoComplete="new-password"
            required
            {...form.getInputProps('password2')}
          />
          <TermsLinks />
          <Button type="submit" loading={mutation.isPending} fullWidth>
            Sign Up
          </Button>
        </Stack>
      </form>
      <Text fz="sm" ta="center">
        Already have an account?{' '}
        <Anchor component={Link} to="/login">
          Login
        </Anchor>
      </Text>
    </CenteredCard>
  );
}
