import { Burger, Group, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import { appMessages } from '../messages.ts';
import classes from './app-layout.module.css';
import { LanguageSwitch } from './language-switch.tsx';

// Only signed-in users have a bell; visitors never load it (popover, list, dates).
const NotificationBell = lazy(async () => ({
  default: (await import('../../features/messages/components/notification-bell.tsx'))
    .NotificationBell,
}));

interface AppHeaderProps {
  navOpened: boolean;
  onToggleNav: () => void;
}

export function AppHeader({ navOpened, onToggleNav }: AppHeaderProps) {
  const { isAuthenticated } = useAuth();
  const t = useT(appMessages);
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          size="sm"
          className={classes.burger}
          aria-label={t(navOpened ? 'app.header.closeNavigation' : 'app.header.openNavigation')}
          aria-expanded={navOpened}
          aria-controls="side-navigation"
        />
        <Link to="/" className={classes.brand}>
          <Group gap={6} wrap="nowrap">
            <IconMapPin size={26} color="var(--mantine-primary-color-filled)" aria-hidden />
            <Text fw={800} fz="xl">
              Slotmap
            </Text>
          </Group>
        </Link>
      </Group>
      {/* The switch keeps the right edge: the bell, which comes once the account is read, takes
          its place to the left of it, so the switch never moves under a finger. */}
      <Group gap="xs" wrap="nowrap">
        {isAuthenticated && (
          <Suspense fallback={null}>
            <NotificationBell />
          </Suspense>
        )}
        <LanguageSwitch />
      </Group>
    </Group>
  );
}
