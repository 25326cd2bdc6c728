import { describe, expect, it } from 'vitest';
import { zoneName } from './zone-name.ts';

describe('zoneName', () => {
  const winter = new Date('2026-01-15T12:00:00Z');

  it('names the zone in English as people know it', () => {
    expect(zoneName('America/Toronto', winter)).toBe('Eastern Time');
    expect(zoneName('America/Denver', winter)).toBe('Mountain Time');
  });

  it('names the zones of Canada and the US in French the same way whatever ICU the engine has', () => {
    expect(zoneName('America/Toronto', winter, 'fr-CA')).toBe('heure de l’Est');
    expect(zoneName('America/Edmonton', winter, 'fr-CA')).toBe('heure des Rocheuses');
    expect(zoneName('America/Denver', winter, 'fr-CA')).toBe('heure des Rocheuses');
    expect(zoneName('America/St_Johns', winter, 'fr-CA')).toBe('heure de Terre-Neuve');
    expect(zoneName('America/Halifax', winter, 'fr-CA')).toBe('heure de l’Atlantique');
  });
});
