import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import dayjs from 'dayjs';
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

/** Spec §2 Dashboard header: today's date, a greeting, the account page and a guided tour. */
export function DashboardHeader({ user }: { user: User }) {
  const today = dayjs();
  return (
    <Group justify="space-between" align="flex-end" gap="md">
      <Stack gap={2} data-tour="dashboard-greeting">
        <Text c="dimmed" component="time" dateTime={today.format('YYYY-MM-DD')}>
          {today.format('dddd, MMMM D, YYYY')}
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
