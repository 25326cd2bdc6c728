import { SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { IconBuildingStore, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { CenteredCard } from '../../../components/centered-card.tsx';
import { LoginPrompt } from '../../../components/login-prompt.tsx';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { accountsMessages } from '../messages.ts';
import { readSignUpState, type SignUpState } from '../navigation-state.ts';
import { validReferral } from '../referral.ts';

interface ChoiceProps {
  to: string;
  state: SignUpState;
  icon: ReactNode;
  title: string;
  description: string;
}

function Choice({ to, state, icon, title, description }: ChoiceProps) {
  return (
    <UnstyledButton
      component={Link}
      to={to}
      state={state}
      p="md"
      style={{
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-md)',
        textAlign: 'center',
      }}
    >
      {icon}
      <Text fw={700} fz="lg">
        {title}
      </Text>
      <Text fz="sm" c="dimmed">
        {description}
      </Text>
    </UnstyledButton>
  );
}

/** /register: choose a business or a personal account; referral and return url go along. */
export function RegisterChooserPage() {
  const t = useT(accountsMessages);
  usePageTitle(t('accounts.chooser.pageTitle'));
  const [params] = useSearchParams();
  const location = useLocation();
  const state: SignUpState = {
    refferalUserId: validReferral(params.get('referrer')),
    returnUrl: readSignUpState(location.state).returnUrl,
  };
  const iconProps = { size: 40, stroke: 1.4, color: 'var(--mantine-primary-color-filled)' };

  return (
    <CenteredCard title={t('accounts.chooser.title')} size={560}>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Choice
          to="/business-register"
          state={state}
          icon={<IconBuildingStore {...iconProps} aria-hidden />}
          title={t('accounts.chooser.business')}
          description={t('accounts.chooser.businessText')}
        />
        <Choice
          to="/create-account"
          state={state}
          icon={<IconUser {...iconProps} aria-hidden />}
          title={t('accounts.chooser.personal')}
          description={t('accounts.chooser.personalText')}
        />
      </SimpleGrid>
      <LoginPrompt />
    </CenteredCard>
  );
}
