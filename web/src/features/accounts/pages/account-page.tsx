import { Container, Group, Tabs, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { TourButton, type TourStep } from '../../../components/tour-button.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { ACCOUNT_TABS, tabFromHash } from '../account/account-tabs.ts';
import { AppointmentHistoryTab } from '../account/appointment-history-tab.tsx';
import { WaitlistManagerTab } from '../account/waitlist-manager-tab.tsx';
import { ContactInfoTab } from '../account/contact-info-tab.tsx';
import { DeleteAccountTab } from '../account/delete-account-tab.tsx';
import { EmailPasswordTab } from '../account/email-password-tab.tsx';
import { IntegrationsTab } from '../account/integrations-tab.tsx';
import { SignoutTab } from '../account/signout-tab.tsx';
import { RemindersTab } from '../account/reminders-tab.tsx';
import { EmailConfirmationNotice } from '../components/email-confirmation-notice.tsx';

const TOUR: TourStep[] = [
  {
    element: '[data-tour="account-tabs"]',
    title: 'Profile settings',
    description:
      'Each tab holds one part of your account: password, contact details, appointments.',
  },
  {
    element: '[data-tour="account-panel"]',
    title: 'Make your changes',
    description: 'Changes are saved when you press the button of the tab.',
  },
];

/** /account: one tab per part of the account, chosen by the URL hash (spec §2). */
export function AccountPage() {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const wide = useMediaQuery('(min-width: 48em)');

  if (isLoading) return <PageLoader />;
  if (!user) return <Navigate to="/" replace />;

  const tab = tabFromHash(location.hash);
  const choose = (value: string | null) => {
    if (value) navigate({ pathname: location.pathname, hash: value }, { replace: true });
  };

  return (
    <Container size="md" px={0}>
      <Group justify="space-between" mb="lg">
        <Title order={1}>Profile Settings</Title>
        <TourButton steps={TOUR} />
      </Group>
      <EmailConfirmationNotice />
      <Tabs
        value={tab}
        onChange={choose}
        keepMounted={false}
        orientation={wide ? 'vertical' : 'horizontal'}
      >
        <Tabs.List data-tour="account-tabs" mb={wide ? 0 : 'md'} mr={wide ? 'lg' : 0}>
          {ACCOUNT_TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="email-password" data-tour="account-panel">
          <EmailPasswordTab user={user} />
        </Tabs.Panel>
        <Tabs.Panel value="contact-info" data-tour="account-panel">
          <ContactInfoTab user={user} />
        </Tabs.Panel>
        <Tabs.Panel value="reminders" data-tour="account-panel">
          <RemindersTab user={user} />
        </Tabs.Panel>
        <Tabs.Panel value="appointment-history" data-tour="account-panel">
          <AppointmentHistoryTab />
        </Tabs.Panel>
        <Tabs.Panel value="waitlist-manager" data-tour="account-panel">
          <WaitlistManagerTab />
        </Tabs.Panel>
        <Tabs.Panel value="integrations" data-tour="account-panel">
          <IntegrationsTab />
        </Tabs.Panel>
        <Tabs.Panel value="delete-account" data-tour="account-panel">
          <DeleteAccountTab />
        </Tabs.Panel>
        <Tabs.Panel value="signout" data-tour="account-panel">
          <SignoutTab />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
