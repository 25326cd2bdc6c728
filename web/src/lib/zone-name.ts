/** The zone itself when the browser knows it; otherwise the viewer's own zone. */
function knownZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  }
}

/** 'Eastern Time' for America/Toronto: the name people know the business's zone by. */
export function zoneName(timeZone: string, at = new Date()): string {
  const zone = knownZone(timeZone);
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longGeneric' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}
