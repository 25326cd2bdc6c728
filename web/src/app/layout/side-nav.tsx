import { NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../../lib/auth.ts';
import { navItems } from './nav-links.ts';
import { ListStack } from '../../components/lists.tsx';

export function SideNav() {
  const { isAuthenticated, isAdmin } = useAuth();
  const { pathname } = useLocation();
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
              label={label}
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
