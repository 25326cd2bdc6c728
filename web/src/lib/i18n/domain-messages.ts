import type { Language } from '@slotmap/domain/language';
import { type Catalogue, defineCatalogue, i18nOf } from './catalogue.ts';
import type { FRENCH } from './domain-french.ts';

/**
 * The domain's messages (the request schemas' and the server's shared words) stay English in the
 * code, as the spec words them; their French is a catalogue keyed by the English, one per domain
 * file (`domain/src/messages/fr/accounts.json` for `domain/src/accounts.ts`; docs/decisions/069).
 * English needs no catalogue: the message is its own English.
 */
export type DomainArea = keyof typeof FRENCH;

// The list of French catalogues and the matcher come with the first French one (domain-french.ts).
const loadFrench = () => import('./domain-french.ts');
let french: Awaited<ReturnType<typeof loadFrench>> | undefined;

const english = async () => ({ default: {} as Record<string, string> });
const declared = new Map<DomainArea, Catalogue>();

/**
 * The French of one domain file's messages, for a form that checks with its schemas: declare it
 * at the top of the area's `messages.ts` (`domainMessages('accounts')`), so it loads with the
 * area's pages, in French only.
 */
export function domainMessages(area: DomainArea): Catalogue {
  let catalogue = declared.get(area);
  if (!catalogue) {
    catalogue = defineCatalogue(`domain.${area}`, {
      en: english,
      fr: async () => {
        french = await loadFrench();
        return french.FRENCH[area]();
      },
    });
    declared.set(area, catalogue);
  }
  return catalogue;
}

/**
 * A domain message in `language`: 'First name is required' → 'Prénom : champ obligatoire'. A
 * message whose catalogue is not loaded, or that none has, stays English.
 */
export function translateMessage(message: string, language: Language): string {
  if (language === 'en' || !french) return message;
  return french.toFrench(message, i18nOf(language));
}
