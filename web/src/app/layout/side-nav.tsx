import { Link, useLocation } from 'react-router';
import { ListStack } from '../../components/lists.tsx';
import { useAuth } from '../../lib/auth.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import { appMessages } from '../messages.ts';
import { navItems } from './nav-links.ts';
import classes from './side-nav.module.css';

/**
 * The side navigation's links: plain links with the look of Mantine's NavLink (light variant),
 * whose component brought a collapse, its transitions and a chevron into the code every page
 * loads first (decision 068).
 */
export function SideNav() {
  const { isAuthenticated, isAdmin } = useAuth();
  const { pathname } = useLocation();
  const t = useT(appMessages);
  const items = navItems({ signedIn: isAuthenticated, isAdmin });
  return (
    <ListStack gap={4}>
      {items.map(({ to, label, icon: Icon }) => {
        const active = pathname === to || pathname.startsWith(`${to}/`);
        return (
          <li key={to}>
            <Link
              to={to}
              className={`${classes.link} mantine-focus-auto`}
              aria-current={active ? 'page' : undefined}
            >
              <span className={classes.icon}>
                <Icon size={20} stroke={1.6} />
              </span>
              <div className={classes.body}>
                <span className={classes.label}>{t(label)}</span>
              </div>
            </Link>
          </li>
        );
      })}
    </ListStack>
  );
}
