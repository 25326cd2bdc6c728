import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { TourButton, type TourStep } from '../../../components/tour-button.tsx';
import type { User } from '../../../lib/auth.ts';

const TOUR: TourStep[] = [
  {
    element: '[data-tour="dashboard-greeting"]',
    title: 'Your dashboard',
    description: 'Your appointments, waitlists and businesses are gathered on this page.',
  },
  {
    element: '[data-tour="dashboard-account"]',
    title: 'Your account',
    description: 'Change your password, contact details or sign out here.',
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
