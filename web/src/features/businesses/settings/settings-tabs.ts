/**
 * The tabs of /business/service/{id} built so far (spec §2). Appointments, Booking Calendars and
 * Feature Listing follow with their features; until then Services opens first.
 */
export const SETTINGS_TABS = [
  { value: 'services', label: 'Services' },
  { value: 'business-hours', label: 'Business Hours' },
  { value: 'business-information', label: 'Business Information' },
  { value: 'delete-business', label: 'Delete Business' },
] as const;

export type SettingsTab = (typeof SETTINGS_TABS)[number]['value'];
export const DEFAULT_SETTINGS_TAB: SettingsTab = 'services';

/** The tab named in navigation state (`state.tab`), by value or label; otherwise the default. */
export function tabFromState(tab: string | undefined): SettingsTab {
  const wanted = tab?.toLowerCase();
  return (
    SETTINGS_TABS.find((t) => t.value === wanted || t.label.toLowerCase() === wanted)?.value ??
    DEFAULT_SETTINGS_TAB
  );
}
