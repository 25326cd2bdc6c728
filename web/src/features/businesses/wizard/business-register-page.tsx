import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  MSG_FIRST_SERVICE,
  MSG_PASSWORDS_DONT_MATCH,
  MSG_WIZARD_LOCATION,
  wizardAccountShape,
} from '@slotmap/domain/companies';
import { defaultStoreHours } from '@slotmap/domain/hours';
import { type Service, serviceSchema } from '@slotmap/domain/services';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { CenteredCard } from '../../../components/centered-card.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { LoginPrompt } from '../../../components/login-prompt.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { signIn } from '../../../lib/auth.ts';
import { focusFirstError } from '../../../lib/focus-first-error.ts';
import { readMessage, translatedErrors } from '../../../lib/i18n/form-errors.ts';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { notify } from '../../../lib/notify.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { registerBusiness } from '../data/register.ts';
import { newServiceValues } from '../service-form/service-values.ts';
import { AccountStep } from './account-step.tsx';
import {
  businessWizardMessages,
  wizardAccountRules,
  wizardCompanyRules,
  wizardServiceRules,
} from './messages.ts';
import { accountStepSchema, businessStepSchema } from './wizard-schemas.ts';
import {
  emptyAccountValues,
  emptyBusinessValues,
  registrationPayload,
  servicesToSend,
} from './wizard-values.ts';

// The later steps' code (address search, category lists, the hours editor, the service form with
// its number inputs, slider and choices) loads when the step is reached (decision 068).
const BusinessStep = lazy(async () => ({
  default: (await import('./business-step.tsx')).BusinessStep,
}));
const HoursEditor = lazy(async () => ({
  default: (await import('../../../components/hours/hours-editor.tsx')).HoursEditor,
}));
const ServicesStep = lazy(async () => ({
  default: (await import('./services-step.tsx')).ServicesStep,
}));

const STEPS = [
  'businessWizard.step.account',
  'businessWizard.step.business',
  'businessWizard.step.hours',
  'businessWizard.step.services',
] as const;
/** Spec §8: registration failures stay on screen longer than other toasts. */
const REGISTER_ALERT_MS = 5000;

/** A referral id from ?referrer= or the sign-up chooser's state; one the API would refuse is dropped. */
function useReferral(): string | undefined {
  const [params] = useSearchParams();
  const state = useLocation().state as { refferalUserId?: unknown } | null;
  const candidate = params.get('referrer') ?? state?.refferalUserId;
  if (typeof candidate !== 'string' || candidate === '') return undefined;
  return wizardAccountShape.refferalUserId.safeParse(candidate).success ? candidate : undefined;
}

/**
 * /business-register: the four-step business sign-up (spec §2, §4, §5). On success the token is
 * stored and the guest-only guard moves the new owner on to /dashboard.
 */
export function BusinessRegisterPage() {
  const t = useT(businessWizardMessages);
  usePageTitle(t('businessWizard.pageTitle'));
  const refferalUserId = useReferral();
  const [step, setStep] = useState(0);
  const [hours, setHours] = useState(defaultStoreHours);
  const [added, setAdded] = useState<Service[]>([]);
  const account = useForm({
    initialValues: emptyAccountValues(),
    validate: translatedErrors(
      wizardAccountRules,
      schemaResolver(accountStepSchema, { sync: true }),
    ),
  });
  const business = useForm({
    initialValues: emptyBusinessValues(),
    validate: translatedErrors(
      wizardCompanyRules,
      schemaResolver(businessStepSchema, { sync: true }),
    ),
  });
  const service = useForm({
    initialValues: newServiceValues(),
    validate: translatedErrors(wizardServiceRules, schemaResolver(serviceSchema, { sync: true })),
  });
  const mutation = useMutation({
    mutationFn: registerBusiness,
    onSuccess: ({ token }) => signIn(token),
    onError: (error) => {
      const messages = error instanceof ApiError ? error.messages : [t('businessWizard.failed')];
      for (const m of messages) notify(m, 'danger', REGISTER_ALERT_MS);
    },
  });

  const next = () => {
    if (step === 0) {
      const { hasErrors, errors } = account.validate();
      // The form's messages are in the language being read (translatedErrors), and so is this one.
      const mismatch = readMessage(MSG_PASSWORDS_DONT_MATCH);
      if (errors.password2 === mismatch) notify(mismatch, 'danger');
      if (hasErrors) return focusFirstError(errors);
    }
    if (step === 1) {
      const { hasErrors, errors } = business.validate();
      if (errors.lat || errors.lng) notify(readMessage(MSG_WIZARD_LOCATION), 'danger');
      if (hasErrors) return focusFirstError(errors);
    }
    setStep((s) => s + 1);
  };

  const addAnother = () => {
    const { hasErrors, errors } = service.validate();
    if (hasErrors) {
      focusFirstError(errors);
      return notify(readMessage(MSG_FIRST_SERVICE), 'danger');
    }
    // Parsed now: the updater runs after the form below is reset.
    const parsed = serviceSchema.parse(service.getValues());
    setAdded((list) => [...list, parsed]);
    service.setValues(newServiceValues());
    service.resetDirty();
  };

  const complete = () => {
    const outcome = servicesToSend(added, service.getValues());
    if (!outcome.ok) {
      focusFirstError(service.validate().errors);
      return notify(readMessage(outcome.message), 'danger');
    }
    mutation.mutate(
      registrationPayload({
        account: account.getValues(),
        business: business.getValues(),
        hours,
        services: outcome.services,
        refferalUserId,
      }),
    );
  };

  return (
    <CenteredCard title={t(STEPS[step])} subtitle={t('businessWizard.subtitle')} size={680}>
      <Stack gap={4}>
        <Text fz="sm" c="dimmed">
          {t('businessWizard.stepOf', { step: step + 1, count: STEPS.length })}
        </Text>
        {/* The progressbar role sits on the section, so the name goes there. */}
        <Progress.Root transitionDuration={200}>
          <Progress.Section
            value={((step + 1) / STEPS.length) * 100}
            aria-label={t('businessWizard.progress')}
            aria-valuetext={t('businessWizard.stepOf', { step: step + 1, count: STEPS.length })}
          />
        </Progress.Root>
      </Stack>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (step < STEPS.length - 1) next();
          else complete();
        }}
      >
        <Stack gap="lg">
          {step === 0 && <AccountStep form={account} />}
          <Suspense fallback={<PageLoader />}>
            {step === 1 && <BusinessStep form={business} />}
            {step === 2 && <HoursEditor value={hours} onChange={setHours} />}
            {step === 3 && (
              <ServicesStep
                added={added}
                form={service}
                onRemove={(i) => setAdded((list) => list.filter((_, j) => j !== i))}
              />
            )}
          </Suspense>
          <Group justify="space-between" gap="sm">
            {step > 0 ? (
              <Button variant="default" onClick={() => setStep((s) => s - 1)}>
                {t('businessWizard.back')}
              </Button>
            ) : (
              <Button variant="default" component={Link} to="/register">
                {t('businessWizard.back')}
              </Button>
            )}
            <Group gap="sm" justify="flex-end">
              {step === 3 && (
                <Button variant="light" onClick={addAnother}>
                  {t('businessWizard.addService')}
                </Button>
              )}
              <Button type="submit" loading={mutation.isPending}>
                {t(step === 3 ? 'businessWizard.complete' : 'businessWizard.next')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
      <LoginPrompt />
    </CenteredCard>
  );
}
