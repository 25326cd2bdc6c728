import { knownZone } from './viewer-zone.ts';

/**
 * The French names of the zones of Canada and the United States, by their English names. Written
 * out because ICU's French names change between versions ('heure des Rocheuses' in Node 20,
 * 'heure des Rocheuses (États-Unis)' in Chromium), and a page drawn on the server must read the
 * same in the browser that hydrates it.
 */
const FRENCH_ZONES: Record<string, string> = {
  'Newfoundland Time': 'heure de Terre-Neuve',
  'Atlantic Time': 'heure de l’Atlantique',
  'Eastern Time': 'heure de l’Est',
  'Central Time': 'heure du Centre',
  'Mountain Time': 'heure des Rocheuses',
  'Pacific Time': 'heure du Pacifique',
  'Alaska Time': 'heure de l’Alaska',
  'Hawaii-Aleutian Time': 'heure d’Hawaï-Aléoutiennes',
};

function intlZoneName(zone: string, at: Date, locale: string): string | undefined {
  return new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'longGeneric' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
}

/**
 * 'Eastern Time' for America/Toronto: the name people know the business's zone by, in `locale`
 * ('heure de l’Est' in fr-CA).
 */
export function zoneName(timeZone: string, at = new Date(), locale = 'en-US'): string {
  const zone = knownZone(timeZone);
  const english = intlZoneName(zone, at, 'en-US');
  if (locale.startsWith('fr')) {
    return (english && FRENCH_ZONES[english]) ?? intlZoneName(zone, at, locale) ?? zone;
  }
  return (locale === 'en-US' ? english : intlZoneName(zone, at, locale)) ?? zone;
}
