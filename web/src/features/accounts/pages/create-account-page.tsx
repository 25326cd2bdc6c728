import { Button, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useLocation } from 'react-router';
import { CenteredCard } from '../../../components/centered-card.tsx';
import { LoginPrompt } from '../../../components/login-prompt.tsx';
import { NewPasswordFields } from '../../../components/password-field.tsx';
import { EmailField, NameFields, PhoneField } from '../../../components/person-fields.tsx';
import { focusingFirstError } from '../../../lib/focus-first-error.ts';
import { translatedErrors } from '../../../lib/i18n/form-errors.ts';
import { useLanguage, useT } from '../../../lib/i18n/use-t.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { lazySchemaResolver } from '../../../lib/lazy-schema-resolver.ts';
import { TermsLinks } from '../components/terms-links.tsx';
import { register } from '../data/auth-calls.ts';
import { useSignInCall } from '../data/use-sign-in-call.ts';
import { accountRules, accountsMessages } from '../messages.ts';
import { readSignUpState } from '../navigation-state.ts';
import { toastPasswordMismatch } from '../password-mismatch.ts';
import { validReferral } from '../referral.ts';

// The schemas (and zod with them) load when the form is first checked (decision 045); their
// English messages are read in the page's language (decision 069).
const loadSchemas = () => import('@slotmap/domain/accounts');
const validateSignUp = translatedErrors(
  accountRules,
  lazySchemaResolver(async () => (await loadSchemas()).registerFormSchema),
);

/**
 * /create-account: personal sign-up (spec §2, §5). On success the token is stored and the route
 * guard moves the new user on (to /find with a return url, otherwise to /dashboard). The account
 * reads Slotmap in the language the page is in (decision 069).
 */
export function CreateAccountPage() {
  const t = useT(accountsMessages);
  usePageTitle(t('accounts.create.title'));
  const language = useLanguage();
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
    validate: validateSignUp,
  });
  const mutation = useSignInCall(register);

  const submit = form.onSubmit(
    // registerSchema keeps the call's fields: the confirmation never leaves the browser.
    async (values) =>
      mutation.mutate((await loadSchemas()).registerSchema.parse({ ...values, language })),
    focusingFirstError(toastPasswordMismatch),
  );

  return (
    <CenteredCard title={t('accounts.create.title')} subtitle={t('accounts.create.subtitle')}>
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NameFields form={form} />
          </SimpleGrid>
          <EmailField form={form} />
          <PhoneField form={form} />
          <NewPasswordFields form={form} />
          <TermsLinks />
          <Button type="submit" loading={mutation.isPending} fullWidth>
            {t('accounts.create.submit')}
          </Button>
        </Stack>
      </form>
      <LoginPrompt />
    </CenteredCard>
  );
}
