import { defineCatalogue } from '../../lib/i18n/catalogue.ts';
import type { Translate } from '../../lib/i18n/use-t.tsx';

/** The words of the dashboard: its header, tour and sections (decision 069). */
export const dashboardMessages = defineCatalogue('dashboard', {
  en: () => import('./messages/en.json'),
  fr: () => import('./messages/fr.json'),
});

/** `t` of this area, for the tour's steps. */
export type DashboardT = Translate<NonNullable<(typeof dashboardMessages)['ids']>>;
