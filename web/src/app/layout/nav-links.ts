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

export interface NavItem {
  to: string;
  label: string;
  icon: ComponentType<{ size?: number | string; stroke?: number }>;
}

/** The side menu of spec §2, for the visitor's state. */
export function navItems({ signedIn, isAdmin }: { signedIn: boolean; isAdmin: boolean }) {
  if (!signedIn) {
    return [
      { to: '/register', label: 'Register', icon: IconUserPlus },
      { to: '/login', label: 'Login', icon: IconLogin2 },
    ] satisfies NavItem[];
  }
  const items: NavItem[] = [
    { to: '/dashboard', label: 'Dashboard', icon: IconLayoutDashboard },
    { to: '/find', label: 'Find Appointments', icon: IconMapSearch },
    { to: '/admin', label: 'Business Manager', icon: IconBriefcase },
    { to: '/messages', label: 'Notifications', icon: IconBell },
    { to: '/account', label: 'Profile Settings', icon: IconUserCircle },
  ];
  if (isAdmin) items.push({ to: '/superadmin', label: 'Admin', icon: IconShieldLock });
  return items;
}
