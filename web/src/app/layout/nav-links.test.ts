import { describe, expect, it } from 'vitest';
import { navItems } from './nav-links.ts';

const paths = (items: { to: string; label: string }[]) => items.map((i) => `${i.label} ${i.to}`);

describe('navItems', () => {
  it('offers Register and Login to a visitor', () => {
    expect(paths(navItems({ signedIn: false, isAdmin: false }))).toEqual([
      'Register /register',
      'Login /login',
    ]);
  });

  it('lists the signed-in menu of spec §2, without Admin for a customer', () => {
    expect(paths(navItems({ signedIn: true, isAdmin: false }))).toEqual([
      'Dashboard /dashboard',
      'Find Appointments /find',
      'Business Manager /admin',
      'Notifications /messages',
      'Profile Settings /account',
    ]);
  });

  it('adds Admin only when isAdmin is true', () => {
    expect(paths(navItems({ signedIn: true, isAdmin: true })).at(-1)).toBe('Admin /superadmin');
  });
});
