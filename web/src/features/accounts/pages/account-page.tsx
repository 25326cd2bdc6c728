import { Container, Group, Tabs, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { TourButton, type TourStep } from '../../../components/tour-button.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { type Translate, useT } from '../../../lib/i18n/use-t.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { ACCOUNT_TABS, tabFromHash } from '../account/account-tabs.ts';
import { EmailConfirmationNotice } from '../components/email-confirmation-notice.tsx';
import { type AccountsId, accountsMessages } from '../messages.ts';

// Each tab's code loads when the tab is shown: the page opens on one of eight, and they bring
// forms, their schemas, calendars, dialogs and lists (decision 068).
const EmailPasswordTab = lazy(async () => ({
  default: (await import('../account/email-password-tab.tsx')).EmailPasswordTab,
}));
const ContactInfoTab = lazy(async () => ({
  default: (await import('../account/contact-info-tab.tsx')).ContactInfoTab,
}));
const RemindersTab = lazy(async () => ({
  default: (await import('../account/reminders-tab.tsx')).RemindersTab,
}));
const AppointmentHistoryTab = lazy(async () => ({
  default: (await import('../account/appointment-history-tab.tsx')).AppointmentHistoryTab,
}));
const WaitlistManagerTab = lazy(async () => ({
  default: (await import('../account/waitlist-manager-tab.tsx')).WaitlistManagerTab,
}));
const IntegrationsTab = lazy(async () => ({
  default: (await import('../account/integrations-tab.tsx')).IntegrationsTab,
}));
const DeleteAccountTab = lazy(async () => ({
  default: (await import('../account/delete-account-tab.tsx')).DeleteAccountTab,
}));
const SignoutTab = lazy(async () => ({
  default: (await import('../account/signout-tab.tsx')).SignoutTab,
}));

const tour = (t: Translate<AccountsId>): TourStep[] => [
  {
    element: '[data-tour="account-tabs"]',
    title: t('accounts.settings.tour.tabs.title'),
    description: t('accounts.settings.tour.tabs.text'),
  },
  {
    element: '[data-tour="account-panel"]',
    title: t('accounts.settings.tour.panel.title'),
    description: t('accounts.settings.tour.panel.text'),
  },
];

/** /account: one tab per part of the account, chosen by the URL hash (spec §2). */
export function AccountPage() {
  const t = useT(accountsMessages);
  usePageTitle(t('accounts.settings.title'));
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
        <Title order={1}>{t('accounts.settings.title')}</Title>
        <TourButton steps={tour(t)} />
      </Group>
      <EmailConfirmationNotice />
      <Tabs
        value={tab}
        onChange={choose}
        keepMounted={false}
        orientation={wide ? 'vertical' : 'horizontal'}
        // Beside the panel the tabs are a list, read from its left edge, not a centred column.
        styles={wide ? { tabLabel: { textAlign: 'start' } } : undefined}
      >
        <Tabs.List data-tour="account-tabs" mb={wide ? 0 : 'md'} mr={wide ? 'lg' : 0}>
          {ACCOUNT_TABS.map((item) => (
            <Tabs.Tab key={item.value} value={item.value}>
              {t(item.label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="email-password" data-tour="account-panel">
          <Suspense fallback={<PageLoader />}>
            <EmailPasswordTab user={user} />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="contact-info" data-tour="account-panel">
          <Suspense fallback={<PageLoader />}>
            <ContactInfoTab user={user} />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="reminders" data-tour="account-panel">
          <Suspense fallback={<PageLoader />}>
            <RemindersTab user={user} />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="appointment-history" data-tour="account-panel">
          <Suspense fallback={<PageLoader />}>
            <AppointmentHistoryTab />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="waitlist-manager" data-tour="account-panel">
          <Suspense fallback={<PageLoader />}>
            <WaitlistManagerTab />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="integrations" data-tour="account-panel">
          <Suspense fallback={<PageLoader />}>
            <IntegrationsTab />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="delete-account" data-tour="account-panel">
          <Suspense fallback={<PageLoader />}>
            <DeleteAccountTab />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="signout" data-tour="account-panel">
          <Suspense fallback={<PageLoader />}>
            <SignoutTab />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
