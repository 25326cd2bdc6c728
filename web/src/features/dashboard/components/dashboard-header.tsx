import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { TourButton, type TourStep } from '../../../components/tour-button.tsx';
import type { User } from '../../../lib/auth.ts';

/** The tour covers the whole page; the liked section is skipped when it is not shown. */
const TOUR: TourStep[] = [
  {
    element: '[data-tour="dashboard-greeting"]',
    title: 'Your dashboard',
    description: 'Your appointments, liked places and businesses are gathered on this page.',
  },
  {
    element: '[data-tour="dashboard-account"]',
    title: 'Your account',
    description: 'Change your password, contact details or sign out here.',
  },
  {
    element: '[data-tour="dashboard-appointments"]',
    title: 'Upcoming appointments',
    description:
      'Open an appointment for its details and comments, see the business on the map or call it.',
  },
  {
    element: '[data-tour="dashboard-liked"]',
    title: 'Liked businesses',
    description: 'The businesses you liked, one click away from booking again.',
  },
  {
    element: '[data-tour="dashboard-businesses"]',
    title: 'Your businesses',
    description:
      'Set up the services of each business you run, or open the Business Manager to add one.',
  },
  {
    element: '#side-navigation',
    title: 'Navigation',
    description: 'Find appointments, manage a business and read your notifications.',
  },
];

/** 'Saturday, November 28, 2026', on the reader's own clock. */
const longDate = (d: Date) =>
  new Intl.DateTimeFormat('en-US', {
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
  const today = new Date();
  return (
    <Group justify="space-between" align="flex-end" gap="md">
      <Stack gap={2} data-tour="dashboard-greeting">
        <Text c="dimmed" component="time" dateTime={localIsoDate(today)}>
          {longDate(today)}
        </Text>
        <Title order={1}>
          Hello, {user.firstName} {user.lastName}
        </Title>
      </Stack>
      <Group gap="sm">
        <Button
          component={Link}
          to="/account"
          leftSection={<IconUserCircle size={18} />}
          data-tour="dashboard-account"
        >
          My Account
        </Button>
        <TourButton steps={TOUR} />
      </Group>
    </Group>
  );
}
