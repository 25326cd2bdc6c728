/**
 * The tabs of /business/service/{id} built so far (spec §2). Appointments comes first and opens
 * unless navigation state names another tab; Booking Calendars and Feature Listing follow with
 * their features.
 */
export const SETTINGS_TABS = [
  { value: 'appointments', label: 'Appointments' },
  { value: 'services', label: 'Services' },
  { value: 'business-hours', label: 'Business Hours' },
  { value: 'business-information', label: 'Business Information' },
  { value: 'booking-calendars', label: 'Booking Calendars' },
  { value: 'feature-listing', label: 'Feature Listing' },
  { value: 'delete-business', label: 'Delete Business' },
] as const;

export type SettingsTab = (typeof SETTINGS_TABS)[number]['value'];
export const DEFAULT_SETTINGS_TAB: SettingsTab = 'appointments';

/** The tab named in navigation state (`state.tab`), by value or label; otherwise the default. */
export function tabFromState(tab: string | undefined): SettingsTab {
  const wanted = tab?.toLowerCase();
  return (
    SETTINGS_TABS.find((t) => t.value === wanted || t.label.toLowerCase() === wanted)?.value ??
    DEFAULT_SETTINGS_TAB
  );
}
