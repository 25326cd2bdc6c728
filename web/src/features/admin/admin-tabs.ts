/**
 * The tabs of /superadmin (spec §2). InActive Featured Businesses is hidden from the tab list: the
 * Featured Businesses tab links to it, and it shows in the list only while open.
 */
export const ADMIN_TABS = [
  { value: 'business-list', label: 'Business List' },
  { value: 'claims', label: 'Claims' },
  { value: 'transferred-claims', label: 'Transferred Claims' },
  { value: 'all-business', label: 'All Business' },
  { value: 'featured', label: 'Featured Businesses' },
  { value: 'inactive-featured', label: 'InActive Featured Businesses', hidden: true },
  { value: 'users', label: 'Users' },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]['value'];

/** What /superadmin pages hand each other in navigation state: the tab to open or return to. */
export interface AdminPageState {
  tab?: AdminTab;
}

/** The tab named in navigation state, by value or label; otherwise the path's own tab. */
export function adminTabFrom(state: unknown, fallback: AdminTab): AdminTab {
  const tab = (state as { tab?: unknown } | null)?.tab;
  const wanted = typeof tab === 'string' ? tab.toLowerCase() : '';
  return (
    ADMIN_TABS.find((t) => t.value === wanted || t.label.toLowerCase() === wanted)?.value ??
    fallback
  );
}

/** /superadmin/all-business opens on All Business; /superadmin and /superadmin/list on the list. */
export const tabOfPath = (pathname: string): AdminTab =>
  pathname.replace(/\/$/, '').endsWith('/all-business') ? 'all-business' : 'business-list';
