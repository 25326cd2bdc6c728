import { describe, expect, it } from 'vitest';
import { domainMessages, translateMessage } from './domain-messages.ts';

describe('domain messages', () => {
  it('stay English for a reader in English, and in French until their catalogue is in', () => {
    expect(translateMessage('Email is required', 'en')).toBe('Email is required');
    expect(translateMessage('Email is required', 'fr')).toBe('Email is required');
  });

  it('read in French once the catalogue is in, templates with their values too', async () => {
    await domainMessages('accounts').load('fr');
    expect(translateMessage('Email is required', 'fr')).toBe('Le courriel est obligatoire');
    expect(translateMessage('Password must be at least 6 characters', 'fr')).toBe(
      'Le mot de passe doit compter au moins 6 caractères',
    );
    expect(translateMessage('Email is required', 'en')).toBe('Email is required');
    // One the catalogues do not have stays as it was.
    expect(translateMessage('Something else went wrong', 'fr')).toBe('Something else went wrong');
  });
});
