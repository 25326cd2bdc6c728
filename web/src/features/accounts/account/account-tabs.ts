/** The tabs of /account built so far, chosen by the URL hash (spec §2). */
export const ACCOUNT_TABS = [
  { value: 'email-password', label: 'Email & Password' },
  { value: 'contact-info', label: 'Contact Info' },
  { value: 'reminders', label: 'Reminders' },
  { value: 'appointment-history', label: 'Appointment History' },
  { value: 'waitlist-manager', label: 'Waitlist Manager' },
  { value: 'integrations', label: 'Personal Calendar' },
  { value: 'delete-account', label: 'Delete Account' },
  { value: 'signout', label: 'Sign Out' },
] as const;

export type AccountTab = (typeof ACCOUNT_TABS)[number]['value'];

export const DEFAULT_ACCOUNT_TAB: AccountTab = 'email-password';

/** "#contact-info" → 'contact-info'; an empty or unknown hash shows the default tab. */
export function tabFromHash(hash: string): AccountTab {
  const value = hash.replace(/^#/, '');
  return ACCOUNT_TABS.find((t) => t.value === value)?.value ?? DEFAULT_ACCOUNT_TAB;
}
