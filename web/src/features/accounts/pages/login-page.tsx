import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { LoginInput } from '@slotmap/domain/accounts';
import { Link, useLocation } from 'react-router';
import { CenteredCard } from '../../../components/centered-card.tsx';
import { EmailField } from '../../../components/person-fields.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { componentMessages } from '../../../components/messages.ts';
import { focusingFirstError } from '../../../lib/focus-first-error.ts';
import { translatedErrors } from '../../../lib/i18n/form-errors.ts';
import { T } from '../../../lib/i18n/rich-text.tsx';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { lazySchemaResolver } from '../../../lib/lazy-schema-resolver.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { login } from '../data/auth-calls.ts';
import { useSignInCall } from '../data/use-sign-in-call.ts';
import { accountRules, accountsMessages } from '../messages.ts';

const validateLogin = translatedErrors(
  accountRules,
  lazySchemaResolver(async () => (await import('@slotmap/domain/accounts')).loginSchema),
);

/** /login (spec §2). A signed-in visitor never sees it: the route sends them on (GuestOnly). */
export function LoginPage() {
  const t = useT(accountsMessages);
  const fields = useT(componentMessages);
  usePageTitle(t('accounts.login.title'));
  // A return path in state (a visitor who chose a time or pressed Claim) goes on to sign-up too.
  const location = useLocation();
  const form = useForm<LoginInput>({
    initialValues: { email: '', password: '' },
    validate: validateLogin,
  });
  // Spec §4: a failed login clears the token.
  const mutation = useSignInCall(login);

  return (
    <CenteredCard title={t('accounts.login.title')} subtitle={t('accounts.login.subtitle')}>
      <form
        noValidate
        onSubmit={form.onSubmit((values) => mutation.mutate(values), focusingFirstError())}
      >
        <Stack gap="sm">
          <EmailField form={form} />
          <PasswordField
            label={fields('components.password.label')}
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/forgot" fz="sm">
              {t('accounts.login.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" loading={mutation.isPending} fullWidth>
            {t('accounts.login.submit')}
          </Button>
        </Stack>
      </form>
      <Text fz="sm" ta="center">
        <T
          messages={accountsMessages}
          id="accounts.login.noAccount"
          components={{
            // Kept on one line: "Inscrivez-vous" would break at its hyphen on a phone.
            link: (
              <Anchor
                component={Link}
                to="/register"
                state={location.state}
                style={{ whiteSpace: 'nowrap' }}
              />
            ),
          }}
        />
      </Text>
    </CenteredCard>
  );
}
