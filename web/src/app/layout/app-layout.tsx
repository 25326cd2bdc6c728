import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { memo, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { EarlyClicks } from '../early-clicks.tsx';
import { useT } from '../../lib/i18n/use-t.tsx';
import { appMessages } from '../messages.ts';
import { AppHeader } from './app-header.tsx';
import classes from './app-layout.module.css';
import { SideNav } from './side-nav.tsx';

/** Spec §2: the side navigation collapses at 1024 px or less (the navbar shows from 1025 px). */
export const NAV_BREAKPOINT = 1025;

/**
 * A modal's scroll lock (react-remove-scroll) moves elements with this class clear of the
 * scrollbar it hides, so the fixed header does not shift under it.
 */
const SCROLLBAR_OFFSET_CLASS = 'right-scroll-bar-position';

/**
 * The header, side navigation and page. Plain elements and a CSS module rather than Mantine's
 * AppShell, which brought resize handles, asides, footers and a scroll-lock library into the
 * code every page loads first (decision 045).
 */
export function AppLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const resizing = useWindowResizing();
  const { pathname } = useLocation();

  // Choosing a page in the collapsed menu closes it.
  useEffect(() => {
    if (pathname) close();
  }, [pathname, close]);

  return (
    <div
      className={classes.shell}
      data-nav-opened={opened || undefined}
      data-resizing={resizing || undefined}
    >
      <header className={`${classes.header} ${SCROLLBAR_OFFSET_CLASS}`}>
        <AppHeader navOpened={opened} onToggleNav={toggle} />
      </header>
      <SideNavPanel opened={opened} />
      <PageArea />
    </div>
  );
}

/** The side navigation, kept out of the tab order while it is collapsed and closed. */
function SideNavPanel({ opened }: { opened: boolean }) {
  // Read here, not in AppLayout: the answer comes in an effect after hydration, and a layout
  // redrawn for it would make React hydrate the page below at once, in one long task (decision
  // 068).
  const collapsed = useMediaQuery(`(max-width: ${NAV_BREAKPOINT - 1}px)`) ?? false;
  const t = useT(appMessages);
  return (
    <nav
      id="side-navigation"
      className={classes.navbar}
      aria-label={t('app.nav.label')}
      // A closed menu is off screen: keep it out of the tab order and the accessibility tree.
      inert={collapsed && !opened}
    >
      <SideNav />
    </nav>
  );
}

/**
 * The page. Memoised: whatever the layout redraws (the menu opening, a resize) never reaches the
 * page's Suspense boundary, which on a page the server drew is hydrated in small steps while the
 * browser stays free; an update reaching it before that is done makes React hydrate the whole page
 * at once (decision 068).
 */
const PageArea = memo(function PageArea() {
  return (
    <main className={classes.main}>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
        <EarlyClicks />
      </Suspense>
    </main>
  );
});

/** True while the window is resized and shortly after, so the layouts swap without sliding. */
function useWindowResizing() {
  const [resizing, setResizing] = useState(false);
  useEffect(() => {
    let timer = 0;
    const onResize = () => {
      setResizing(true);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setResizing(false), 200);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      window.clearTimeout(timer);
    };
  }, []);
  return resizing;
}
