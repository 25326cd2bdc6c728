import type { AccountsId } from '../messages.ts';

/** The tabs of /account built so far, chosen by the URL hash (spec §2); `label` is its name's id. */
export const ACCOUNT_TABS = [
  { value: 'email-password', label: 'accounts.tabs.emailPassword' },
  { value: 'contact-info', label: 'accounts.tabs.contactInfo' },
  { value: 'reminders', label: 'accounts.tabs.reminders' },
  { value: 'appointment-history', label: 'accounts.tabs.appointmentHistory' },
  { value: 'waitlist-manager', label: 'accounts.tabs.waitlistManager' },
  { value: 'integrations', label: 'accounts.tabs.integrations' },
  { value: 'delete-account', label: 'accounts.tabs.deleteAccount' },
  { value: 'signout', label: 'accounts.tabs.signout' },
] as const satisfies readonly { value: string; label: AccountsId }[];

export type AccountTab = (typeof ACCOUNT_TABS)[number]['value'];

export const DEFAULT_ACCOUNT_TAB: AccountTab = 'email-password';

/** "#contact-info" → 'contact-info'; an empty or unknown hash shows the default tab. */
export function tabFromHash(hash: string): AccountTab {
  const value = hash.replace(/^#/, '');
  return ACCOUNT_TABS.find((t) => t.value === value)?.value ?? DEFAULT_ACCOUNT_TAB;
}
