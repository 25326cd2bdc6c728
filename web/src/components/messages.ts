import { defineCatalogue } from '../lib/i18n/catalogue.ts';

/**
 * The words of the shared components directly in this folder (not-found, person and password
 * fields, the login prompt, the paginator, rating summaries, the business summary card, the
 * appointment lists and their reviews, claiming, the confirm and upcoming-appointments dialogs,
 * plan badges, image upload, the guided tour). A folder of components with words of its own
 * (slot-picker/, waitlists/, …) declares its own catalogue beside them, so a page loads only what
 * it shows.
 */
export const componentMessages = defineCatalogue('components', {
  en: () => import('./messages/en.json'),
  fr: () => import('./messages/fr.json'),
});
