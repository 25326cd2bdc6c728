import { AppShell } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { AppHeader } from './app-header.tsx';
import { SideNav } from './side-nav.tsx';

/** Spec §2: the side navigation collapses at 1024 px or less (the navbar shows from 1025 px). */
export const NAV_BREAKPOINT = 1025;

export function AppLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const collapsed = useMediaQuery(`(max-width: ${NAV_BREAKPOINT - 1}px)`) ?? false;
  const { pathname } = useLocation();

  // Choosing a page in the collapsed menu closes it.
  useEffect(() => {
    if (pathname) close();
  }, [pathname, close]);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 250, breakpoint: NAV_BREAKPOINT, collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <AppHeader navOpened={opened} onToggleNav={toggle} />
      </AppShell.Header>
      <AppShell.Navbar
        id="side-navigation"
        p="sm"
        aria-label="Main navigation"
        // A closed menu is off screen: keep it out of the tab order and the accessibility tree.
        inert={collapsed && !opened}
      >
        <SideNav />
      </AppShell.Navbar>
      <AppShell.Main>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
