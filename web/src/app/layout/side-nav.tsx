import { NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { ListStack } from '../../components/lists.tsx';
import { useAuth } from '../../lib/auth.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import { appMessages } from '../messages.ts';
import { navItems } from './nav-links.ts';

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
            <NavLink
              component={Link}
              to={to}
              label={t(label)}
              leftSection={<Icon size={20} stroke={1.6} />}
              active={active}
              aria-current={active ? 'page' : undefined}
              variant="light"
            />
          </li>
        );
      })}
    </ListStack>
  );
}
