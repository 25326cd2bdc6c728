import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { msgBeyondHorizon } from '@slotmap/domain/booking-rules';
import { changeClosedMessage } from '@slotmap/domain/reschedule';
import { describe, expect, it } from 'vitest';
import { collectEnglishMessages } from '../test/english-messages.ts';
import { translatedIds, translateMessage } from './english-messages.ts';

const root = resolve(import.meta.dirname, '../../..');
const catalogues = new Map<string, Record<string, string>>();
const catalogue = (file: string): Record<string, string> => {
  let read = catalogues.get(file);
  if (!read) {
    try {
      read = JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, string>;
    } catch {
      read = {};
    }
    catalogues.set(file, read);
  }
  return read;
};

describe('the French of every English message the API can say (decision 069)', () => {
  const { messages, unnamed } = collectEnglishMessages(root);

  it('finds the messages where the code writes them', () => {
    const ids = messages.map((m) => m.id);
    // A constant, a zod check, an error helper's default, a template, a message function, and
    // the words a message is made with.
    expect(ids).toContain('Invalid credentials');
    expect(ids).toContain('Password must be at least {PASSWORD_MIN} characters');
    expect(ids).toContain('You are not allowed to do this');
    expect(ids).toContain('Please answer "{label}"');
    expect(ids).toContain(
      'This service can be booked at most {horizonDays} days ahead. Please choose an earlier date.',
    );
    expect(ids).toContain('First name');
    expect(messages.length).toBeGreaterThan(350);
  });

  it('names every value a message is made with', () => {
    expect(unnamed.map((m) => `${m.at}: ${m.id}`)).toEqual([]);
  });

  it('has each one in the French catalogue of the file that writes it', () => {
    const missing = messages
      .filter((m) => catalogue(m.catalogue)[m.id] === undefined)
      .map((m) => `${m.catalogue}: ${JSON.stringify(m.id)} (${m.at})`);
    expect(missing).toEqual([]);
  });

  it('loads every catalogue the server translates with', () => {
    const loaded = new Set(translatedIds('fr'));
    const absent = messages.filter((m) => !loaded.has(m.id)).map((m) => m.id);
    expect(absent).toEqual([]);
  });
});

describe('translateMessage', () => {
  it('translates a message, and leaves English as it is', () => {
    expect(translateMessage('Invalid credentials', 'fr')).toBe('Identifiants invalides');
    expect(translateMessage('Invalid credentials', 'en')).toBe('Invalid credentials');
  });

  it('reads a template back and puts the values into the French, translating words it knows', () => {
    expect(translateMessage('Password must be at least 6 characters', 'fr')).toBe(
      'Le mot de passe doit compter au moins 6 caractères',
    );
    expect(translateMessage('First name is required', 'fr')).toBe(
      'Le champ Prénom est obligatoire',
    );
    expect(translateMessage('Please answer "Reason for visit"', 'fr')).toBe(
      'Veuillez répondre à «\u00a0Reason for visit\u00a0»',
    );
  });

  it('translates the messages the code puts together from several cases', () => {
    expect(translateMessage(msgBeyondHorizon(1), 'fr')).toBe(
      'Ce service se réserve au plus 1 jour à l’avance. Veuillez choisir une date plus rapprochée.',
    );
    expect(translateMessage(msgBeyondHorizon(30), 'fr')).toContain('au plus 30 jours');
    expect(translateMessage(changeClosedMessage(24, 'Harbour Clinic', '4165550100'), 'fr')).toBe(
      'Ce rendez-vous ne peut plus être modifié en ligne\u00a0: les modifications se ferment 24 heures avant le début. Appelez Harbour Clinic au 416-555-0100.',
    );
  });

  it('never applies a template to a value: anyone may have written it', () => {
    // "Test is required" would read as "{label} is required"; a value is translated only whole.
    expect(translateMessage('Please answer "Test is required"', 'fr')).toBe(
      'Veuillez répondre à «\u00a0Test is required\u00a0»',
    );
  });

  it('leaves a message no catalogue has in English', () => {
    expect(translateMessage('Something only the future will say', 'fr')).toBe(
      'Something only the future will say',
    );
  });
});
