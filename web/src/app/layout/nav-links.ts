import {
  IconBell,
  IconBriefcase,
  IconLayoutDashboard,
  IconLogin2,
  IconMapSearch,
  IconShieldLock,
  IconUserCircle,
  IconUserPlus,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { appMessages } from '../messages.ts';

type AppId = NonNullable<(typeof appMessages)['ids']>;

export interface NavItem {
  to: string;
  /** Its name, an id of the shell's catalogue. */
  label: AppId & `app.nav.${string}`;
  icon: ComponentType<{ size?: number | string; stroke?: number }>;
}

/** The side menu of spec §2, for the visitor's state. */
export function navItems({ signedIn, isAdmin }: { signedIn: boolean; isAdmin: boolean }) {
  if (!signedIn) {
    return [
      { to: '/register', label: 'app.nav.register', icon: IconUserPlus },
      { to: '/login', label: 'app.nav.login', icon: IconLogin2 },
    ] satisfies NavItem[];
  }
  const items: NavItem[] = [
    { to: '/dashboard', label: 'app.nav.dashboard', icon: IconLayoutDashboard },
    { to: '/find', label: 'app.nav.find', icon: IconMapSearch },
    { to: '/admin', label: 'app.nav.businessManager', icon: IconBriefcase },
    { to: '/messages', label: 'app.nav.notifications', icon: IconBell },
    { to: '/account', label: 'app.nav.profileSettings', icon: IconUserCircle },
  ];
  if (isAdmin) items.push({ to: '/superadmin', label: 'app.nav.admin', icon: IconShieldLock });
  return items;
}
