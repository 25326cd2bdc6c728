import {
  ActionIcon,
  Anchor,
  Box,
  Container,
  Group,
  Paper,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { CompanyView } from '@slotmap/domain/company-view';
import { IconArrowLeft } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { DeferredSelect } from '../../../components/deferred-select.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { TourButton, type TourStep } from '../../../components/tour-button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.ts';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useCompany } from '../data/companies.ts';
import { readBusinessPageState } from '../navigation-state.ts';
import { BusinessSwitcher } from './business-switcher.tsx';
import { type ServicesT, servicesMessages } from './messages.ts';
import { NotYourBusiness } from './not-your-business.tsx';
import { SETTINGS_TABS, type SettingsTab, tabFromState } from './settings-tabs.ts';

// Each tab's code loads when the tab is shown: the page opens on one of seven, and they bring
// forms and their schemas, hours and closures editors, calendars and payments (decision 068).
const AppointmentsTab = lazy(async () => ({
  default: (await import('./appointments-tab.tsx')).AppointmentsTab,
}));
const ServicesTab = lazy(async () => ({
  default: (await import('./services-tab.tsx')).ServicesTab,
}));
const HoursTab = lazy(async () => ({
  default: (await import('../../../components/company-settings/hours-tab.tsx')).HoursTab,
}));
const InfoTab = lazy(async () => ({
  default: (await import('../../../components/company-settings/info-tab.tsx')).InfoTab,
}));
const BookingCalendarsTab = lazy(async () => ({
  default: (await import('../calendars/booking-calendars-tab.tsx')).BookingCalendarsTab,
}));
const FeatureListingTab = lazy(async () => ({
  default: (await import('../listings/feature-listing-tab.tsx')).FeatureListingTab,
}));
const DeleteTab = lazy(async () => ({
  default: (await import('./delete-tab.tsx')).DeleteTab,
}));

const tour = (t: ServicesT): TourStep[] => [
  {
    element: '[data-tour="business-switcher"]',
    title: t('services.tour.switcher.title'),
    description: t('services.tour.switcher.text'),
  },
  {
    element: '[data-tour="settings-tabs"]',
    title: t('services.tour.tabs.title'),
    description: t('services.tour.tabs.text'),
  },
  {
    element: '[data-tour="add-service"]',
    title: t('services.tour.add.title'),
    description: t('services.tour.add.text'),
  },
];

/** Each tab's name; SETTINGS_TABS keeps the English one, which navigation state may give. */
const TAB_LABELS = {
  appointments: 'services.settings.tab.appointments',
  services: 'services.settings.tab.services',
  'business-hours': 'services.settings.tab.hours',
  'business-information': 'services.settings.tab.information',
  'booking-calendars': 'services.settings.tab.calendars',
  'feature-listing': 'services.settings.tab.listing',
  'delete-business': 'services.settings.tab.delete',
} as const satisfies Record<SettingsTab, string>;

const PANELS: Record<SettingsTab, (company: CompanyView) => ReactNode> = {
  appointments: (c) => <AppointmentsTab company={c} />,
  services: (c) => <ServicesTab company={c} />,
  'business-hours': (c) => <HoursTab key={c._id} company={c} />,
  'business-information': (c) => <InfoTab key={c._id} company={c} />,
  'booking-calendars': (c) => <BookingCalendarsTab company={c} />,
  'feature-listing': (c) => <FeatureListingTab company={c} />,
  'delete-business': (c) => <DeleteTab company={c} />,
};

/** /business/service/{id}: the business manager for one business (spec §2). */
export function BusinessSettingsPage() {
  const t = useT(servicesMessages);
  const { id } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = readBusinessPageState(location.state);
  const [tab, setTab] = useState<SettingsTab>(() => tabFromState(state.tab));
  // Spec §2 mobile layout: below 768 px the tabs become a dropdown.
  const narrow = useMediaQuery('(max-width: 767px)');
  const company = useCompany(id);
  const { user, isAdmin, isLoading: authLoading } = useAuth();
  usePageTitle(
    company.data ? t('services.settings.pageTitle', { name: company.data.name }) : undefined,
  );

  const backTo = state.from === 'Dashboard' ? '/dashboard' : '/admin';

  if (company.isPending || authLoading)
    return <PageLoader label={t('services.settings.loading')} />;
  if (company.isError) {
    const missing = company.error instanceof ApiError && company.error.status === 404;
    return (
      <Paper withBorder p="xl" ta="center" maw={480} mx="auto">
        <Text fw={600}>
          {missing ? t('services.settings.notFound') : t('services.settings.loadFailed')}
        </Text>
        <Anchor component={Link} to="/admin">
          {t('services.settings.backToManager')}
        </Anchor>
      </Paper>
    );
  }
  const c = company.data;
  // The owner and admins manage a business; anyone else is told so instead of being shown
  // actions the server would refuse one by one.
  if (!isAdmin && (!user || c.user !== user._id)) return <NotYourBusiness company={c} />;

  return (
    <Container size="lg" px={0}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Group gap="sm" wrap="nowrap" align="center" style={{ minWidth: 0 }}>
            <ActionIcon
              component={Link}
              to={backTo}
              variant="subtle"
              size="lg"
              aria-label={
                backTo === '/dashboard'
                  ? t('services.settings.backToDashboard')
                  : t('services.settings.backToManager')
              }
            >
              <IconArrowLeft />
            </ActionIcon>
            <div style={{ minWidth: 0 }}>
              <Title order={1} fz={{ base: 22, sm: 28 }} lineClamp={2}>
                {c.name}
              </Title>
              <Text c="dimmed" fz="sm">
                {t('services.settings.manager')}
              </Text>
            </div>
          </Group>
          <Group gap="sm" align="flex-end" w={{ base: '100%', sm: 'auto' }} wrap="nowrap">
            <BusinessSwitcher
              current={c}
              onSwitch={(next) =>
                navigate(`/business/service/${next}`, { state: { ...state, tab } })
              }
            />
            <Box style={{ flexShrink: 0 }}>
              <TourButton steps={tour(t)} />
            </Box>
          </Group>
        </Group>
        <Tabs value={tab} onChange={(v) => v && setTab(v as SettingsTab)} keepMounted={false}>
          {narrow ? (
            <DeferredSelect
              label={t('services.settings.section')}
              data={SETTINGS_TABS.map((s) => ({ value: s.value, label: t(TAB_LABELS[s.value]) }))}
              value={tab}
              allowDeselect={false}
              onChange={(v) => {
                if (v) setTab(v as SettingsTab);
              }}
              mb="md"
              data-tour="settings-tabs"
            />
          ) : (
            <Tabs.List mb="md" data-tour="settings-tabs">
              {SETTINGS_TABS.map((s) => (
                <Tabs.Tab key={s.value} value={s.value}>
                  {t(TAB_LABELS[s.value])}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          )}
          {SETTINGS_TABS.map((s) => (
            <Tabs.Panel key={s.value} value={s.value}>
              <Suspense fallback={<PageLoader />}>{PANELS[s.value](c)}</Suspense>
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Container>
  );
}
