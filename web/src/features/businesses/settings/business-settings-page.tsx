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
import { useCompany } from '../data/companies.ts';
import { readBusinessPageState } from '../navigation-state.ts';
import { BusinessSwitcher } from './business-switcher.tsx';
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

const TOUR: TourStep[] = [
  {
    element: '[data-tour="business-switcher"]',
    title: 'Your businesses',
    description: 'Switch between your businesses here.',
  },
  {
    element: '[data-tour="settings-tabs"]',
    title: 'Manage your business',
    description:
      'Appointments, services, opening hours and business details each have their own tab.',
  },
  {
    element: '[data-tour="add-service"]',
    title: 'Add a service',
    description: 'Each service has a price, a duration and a way for customers to book it.',
  },
];

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
  const { id } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = readBusinessPageState(location.state);
  const [tab, setTab] = useState<SettingsTab>(() => tabFromState(state.tab));
  // Spec §2 mobile layout: below 768 px the tabs become a dropdown.
  const narrow = useMediaQuery('(max-width: 767px)');
  const company = useCompany(id);
  const { user, isAdmin, isLoading: authLoading } = useAuth();

  const backTo = state.from === 'Dashboard' ? '/dashboard' : '/admin';

  if (company.isPending || authLoading) return <PageLoader label="Loading the business" />;
  if (company.isError) {
    const missing = company.error instanceof ApiError && company.error.status === 404;
    return (
      <Paper withBorder p="xl" ta="center" maw={480} mx="auto">
        <Text fw={600}>{missing ? 'Company not found' : 'The business could not be loaded.'}</Text>
        <Anchor component={Link} to="/admin">
          Back to Business Manager
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
                backTo === '/dashboard' ? 'Back to dashboard' : 'Back to Business Manager'
              }
            >
              <IconArrowLeft />
            </ActionIcon>
            <div style={{ minWidth: 0 }}>
              <Title order={1} fz={{ base: 22, sm: 28 }} lineClamp={2}>
                {c.name}
              </Title>
              <Text c="dimmed" fz="sm">
                Business Manager
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
              <TourButton steps={TOUR} />
            </Box>
          </Group>
        </Group>
        <Tabs value={tab} onChange={(v) => v && setTab(v as SettingsTab)} keepMounted={false}>
          {narrow ? (
            <DeferredSelect
              label="Section"
              data={SETTINGS_TABS.map((t) => ({ value: t.value, label: t.label }))}
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
              {SETTINGS_TABS.map((t) => (
                <Tabs.Tab key={t.value} value={t.value}>
                  {t.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          )}
          {SETTINGS_TABS.map((t) => (
            <Tabs.Panel key={t.value} value={t.value}>
              <Suspense fallback={<PageLoader />}>{PANELS[t.value](c)}</Suspense>
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Container>
  );
}
