import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { defaultStoreHours } from '@slotmap/domain/hours';
import type { Service } from '@slotmap/domain/services';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { CenteredCard } from '../../../components/centered-card.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { LoginPrompt } from '../../../components/login-prompt.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { signIn } from '../../../lib/auth.ts';
import { focusFirstError } from '../../../lib/focus-first-error.ts';
import { lazySchemaResolver } from '../../../lib/lazy-schema-resolver.ts';
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
import { emptyAccountValues, emptyBusinessValues } from './wizard-values.ts';

// The checks (zod, the domain's rules) load when a step is first checked (decision 079).
const loadChecks = () => import('./wizard-checks.ts');

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

/**
 * A referral id from ?referrer= or the sign-up chooser's state. One the API would refuse is
 * dropped when the sign-up is sent (acceptedReferral).
 */
function useReferral(): string | undefined {
  const [params] = useSearchParams();
  const state = useLocation().state as { refferalUserId?: unknown } | null;
  const candidate = params.get('referrer') ?? state?.refferalUserId;
  return typeof candidate === 'string' && candidate !== '' ? candidate : undefined;
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
      lazySchemaResolver(async () => (await loadChecks()).accountStepSchema),
    ),
  });
  const business = useForm({
    initialValues: emptyBusinessValues(),
    validate: translatedErrors(
      wizardCompanyRules,
      lazySchemaResolver(async () => (await loadChecks()).businessStepSchema),
    ),
  });
  const service = useForm({
    initialValues: newServiceValues(),
    validate: translatedErrors(
      wizardServiceRules,
      lazySchemaResolver(async () => (await loadChecks()).serviceSchema),
    ),
  });
  const mutation = useMutation({
    mutationFn: registerBusiness,
    onSuccess: ({ token }) => signIn(token),
    onError: (error) => {
      const messages = error instanceof ApiError ? error.messages : [t('businessWizard.failed')];
      for (const m of messages) notify(m, 'danger', REGISTER_ALERT_MS);
    },
  });

  // One check at a time: a second press while the checks load or run does nothing.
  const checking = useRef(false);
  const once = (check: () => Promise<void>) => () => {
    if (checking.current || mutation.isPending) return;
    checking.current = true;
    void check().finally(() => {
      checking.current = false;
    });
  };

  const next = once(async () => {
    const from = step;
    const checks = await loadChecks();
    if (from === 0) {
      const { hasErrors, errors } = await account.validate();
      // The form's messages are in the language being read (translatedErrors), and so is this one.
      const mismatch = readMessage(checks.MSG_PASSWORDS_DONT_MATCH);
      if (errors.password2 === mismatch) notify(mismatch, 'danger');
      if (hasErrors) return focusFirstError(errors);
    }
    if (from === 1) {
      const { hasErrors, errors } = await business.validate();
      if (errors.lat || errors.lng) notify(readMessage(checks.MSG_WIZARD_LOCATION), 'danger');
      if (hasErrors) return focusFirstError(errors);
    }
    setStep(from + 1);
  });

  const addAnother = once(async () => {
    const { serviceSchema, MSG_FIRST_SERVICE } = await loadChecks();
    const { hasErrors, errors } = await service.validate();
    if (hasErrors) {
      focusFirstError(errors);
      return notify(readMessage(MSG_FIRST_SERVICE), 'danger');
    }
    // Parsed now: the updater runs after the form below is reset.
    const parsed = serviceSchema.parse(service.getValues());
    setAdded((list) => [...list, parsed]);
    service.setValues(newServiceValues());
    service.resetDirty();
  });

  const complete = once(async () => {
    const { servicesToSend, registrationPayload, acceptedReferral } = await loadChecks();
    const outcome = servicesToSend(added, service.getValues());
    if (!outcome.ok) {
      focusFirstError((await service.validate()).errors);
      return notify(readMessage(outcome.message), 'danger');
    }
    mutation.mutate(
      registrationPayload({
        account: account.getValues(),
        business: business.getValues(),
        hours,
        services: outcome.services,
        refferalUserId: acceptedReferral(refferalUserId),
      }),
    );
  });

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
