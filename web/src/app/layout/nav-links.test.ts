import { describe, expect, it } from 'vitest';
import { navItems } from './nav-links.ts';

const paths = (items: { to: string; label: string }[]) => items.map((i) => `${i.label} ${i.to}`);

describe('navItems', () => {
  it('offers Register and Login to a visitor', () => {
    expect(paths(navItems({ signedIn: false, isAdmin: false }))).toEqual([
      'app.nav.register /register',
      'app.nav.login /login',
    ]);
  });

  it('lists the signed-in menu of spec §2, without Admin for a customer', () => {
    expect(paths(navItems({ signedIn: true, isAdmin: false }))).toEqual([
      'app.nav.dashboard /dashboard',
      'app.nav.find /find',
      'app.nav.businessManager /admin',
      'app.nav.notifications /messages',
      'app.nav.profileSettings /account',
    ]);
  });

  it('adds Admin only when isAdmin is true', () => {
    expect(paths(navItems({ signedIn: true, isAdmin: true })).at(-1)).toBe(
      'app.nav.admin /superadmin',
    );
  });
});
