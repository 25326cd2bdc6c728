import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { TourButton, type TourStep } from '../../../components/tour-button.tsx';
import type { User } from '../../../lib/auth.ts';
import { useLocale, useT } from '../../../lib/i18n/use-t.tsx';
import { type DashboardT, dashboardMessages } from '../messages.ts';

/** The tour covers the whole page; the liked section is skipped when it is not shown. */
const tour = (t: DashboardT): TourStep[] => [
  {
    element: '[data-tour="dashboard-greeting"]',
    title: t('dashboard.tour.greeting.title'),
    description: t('dashboard.tour.greeting.text'),
  },
  {
    element: '[data-tour="dashboard-account"]',
    title: t('dashboard.tour.account.title'),
    description: t('dashboard.tour.account.text'),
  },
  {
    element: '[data-tour="dashboard-appointments"]',
    title: t('dashboard.upcoming.label'),
    description: t('dashboard.tour.appointments.text'),
  },
  {
    element: '[data-tour="dashboard-liked"]',
    title: t('dashboard.liked.label'),
    description: t('dashboard.tour.liked.text'),
  },
  {
    element: '[data-tour="dashboard-businesses"]',
    title: t('dashboard.businesses.label'),
    description: t('dashboard.tour.businesses.text'),
  },
  {
    element: '#side-navigation',
    title: t('dashboard.tour.navigation.title'),
    description: t('dashboard.tour.navigation.text'),
  },
];

/** 'Saturday, November 28, 2026' ('samedi 28 novembre 2026'), on the reader's own clock. */
const longDate = (d: Date, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(d);

/** '2026-11-28' on the reader's own clock. */
const localIsoDate = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** Spec §2 Dashboard header: today's date, a greeting, the account page and a guided tour. */
export function DashboardHeader({ user }: { user: User }) {
  const t = useT(dashboardMessages);
  const locale = useLocale();
  const today = new Date();
  return (
    <Group justify="space-between" align="flex-end" gap="md">
      <Stack gap={2} data-tour="dashboard-greeting">
        <Text c="dimmed" component="time" dateTime={localIsoDate(today)}>
          {longDate(today, locale)}
        </Text>
        <Title order={1}>
          {t('dashboard.header.greeting', {
            firstName: user.firstName,
            lastName: user.lastName,
          })}
        </Title>
      </Stack>
      <Group gap="sm">
        <Button
          component={Link}
          to="/account"
          leftSection={<IconUserCircle size={18} />}
          data-tour="dashboard-account"
        >
          {t('dashboard.header.myAccount')}
        </Button>
        <TourButton steps={tour(t)} />
      </Group>
    </Group>
  );
}
