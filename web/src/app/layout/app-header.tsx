import { Burger, Group, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useIsFetching } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useAfterFirstView } from '../../lib/after-first-view.ts';
import { useAuth } from '../../lib/auth.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import { appMessages } from '../messages.ts';
import classes from './app-layout.module.css';
import { LanguageSwitch } from './language-switch.tsx';

// Only signed-in users have a bell; visitors never load it (popover, list, dates). It comes after
// the page's first view, once the page's answers are in: on a page opened afresh, its code and its
// counts do not hold the page's (decision 078).
const NotificationBell = lazy(async () => ({
  default: (await import('../../features/messages/components/notification-bell.tsx'))
    .NotificationBell,
}));

interface AppHeaderProps {
  navOpened: boolean;
  onToggleNav: () => void;
}

export function AppHeader({ navOpened, onToggleNav }: AppHeaderProps) {
  const { isAuthenticated, token } = useAuth();
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
          its place to the left of it, so the switch never moves under a finger. With a session
          its place is kept from the start, so the group keeps its size too. */}
      <Group gap="xs" wrap="nowrap">
        {token !== null && (isAuthenticated ? <LaterBell /> : <BellSlot />)}
        <LanguageSwitch />
      </Group>
    </Group>
  );
}

/** The bell's place while it is not there yet: its size, nothing to read or reach. */
function BellSlot() {
  return <div className={classes.bellSlot} data-bell-slot aria-hidden />;
}

/** How long the bell waits for a page's answers at most. */
const BELL_WAITS_AT_MOST_MS = 5000;

/** The bell, once the page's first view is done and no answer is on its way. */
function LaterBell() {
  const afterFirstView = useAfterFirstView();
  const [quiet, setQuiet] = useState(false);
  const onQuiet = useCallback(() => setQuiet(true), []);
  if (quiet) {
    return (
      <Suspense fallback={<BellSlot />}>
        <NotificationBell />
      </Suspense>
    );
  }
  return (
    <>
      {afterFirstView && <WhenQuiet onQuiet={onQuiet} />}
      <BellSlot />
    </>
  );
}

/**
 * Calls `onQuiet` once no query is fetching, or after a few seconds of a page that keeps fetching;
 * gone after, so the header stops following them.
 */
function WhenQuiet({ onQuiet }: { onQuiet: () => void }) {
  const fetching = useIsFetching();
  useEffect(() => {
    if (fetching === 0) onQuiet();
  }, [fetching, onQuiet]);
  useEffect(() => {
    const timer = window.setTimeout(onQuiet, BELL_WAITS_AT_MOST_MS);
    return () => window.clearTimeout(timer);
  }, [onQuiet]);
  return null;
}
