/** The zone itself when the browser knows it; otherwise the viewer's own zone. */
function knownZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  }
}

/**
 * 'Eastern Time' for America/Toronto: the name people know the business's zone by, in `locale`
 * ('heure de l’Est' in fr-CA).
 */
export function zoneName(timeZone: string, at = new Date(), locale = 'en-US'): string {
  const zone = knownZone(timeZone);
  const part = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'longGeneric' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}
