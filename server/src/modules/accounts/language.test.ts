import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { expectErrors } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { createUser, userInput } from '../../test/factories.ts';
import { suiteTestApp } from '../../test/suite.ts';

describe(`an account's language, and answers in the caller's (decision 069), on ${testDbKind}`, () => {
  const t = suiteTestApp();

  /** A call as the web app makes it, in a language. */
  const call = (
    method: InjectOptions['method'],
    url: string,
    { body, token, language }: { body?: unknown; token?: string; language?: string } = {},
  ) =>
    t.app.inject({
      method,
      url,
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
      headers: {
        ...(token ? { 'x-auth-token': token } : {}),
        ...(language ? { 'accept-language': language } : {}),
      },
    });

  const languageOf = async (token: string) =>
    (await call('GET', '/api/auth', { token })).json().language;

  it('keeps the language a sign-up sends, else the caller’s, else English', async () => {
    const sent = await call('POST', '/api/users', { body: userInput({ language: 'fr' }) });
    expect(await languageOf(sent.json().token)).toBe('fr');
    const browser = await call('POST', '/api/users', {
      body: userInput(),
      language: 'fr-CA,fr;q=0.9,en;q=0.8',
    });
    expect(await languageOf(browser.json().token)).toBe('fr');
    const none = await call('POST', '/api/users', { body: userInput(), language: 'de-DE' });
    expect(await languageOf(none.json().token)).toBe('en');
  });

  it('welcomes a new account in the language it starts in', async () => {
    const welcomeOf = async (token: string) =>
      (await call('GET', '/api/messages', { token }))
        .json()
        .map((m: { title: string; text: string }) => [m.title, m.text]);
    const fr = await call('POST', '/api/users', { body: userInput({ language: 'fr' }) });
    expect(await welcomeOf(fr.json().token)).toEqual([
      [
        'Bienvenue sur Slotmap',
        'Votre compte est prêt. Trouvez une entreprise près de chez vous sur la carte et prenez votre premier rendez-vous.',
      ],
    ]);
    const en = await call('POST', '/api/users', { body: userInput(), language: 'de-DE' });
    expect(await welcomeOf(en.json().token)).toEqual([
      [
        'Welcome to Slotmap',
        'Your account is ready. Find a business near you on the map and book your first appointment.',
      ],
    ]);
  });

  it('saves the language switch of a signed-in person', async () => {
    const u = await createUser(t);
    expect(await languageOf(u.token)).toBe('en');
    const saved = await call('PUT', '/api/users/me/language', {
      body: { language: 'fr' },
      token: u.token,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ language: 'fr' });
    expect(await languageOf(u.token)).toBe('fr');

    const refused = await call('PUT', '/api/users/me/language', {
      body: { language: 'de' },
      token: u.token,
    });
    expectErrors(refused, 400, [{ msg: 'Language must be en or fr', param: 'language' }]);
    expect(await languageOf(u.token)).toBe('fr');
  });

  it('answers errors in the language the caller asks for, in the same shape', async () => {
    const u = await createUser(t);
    const wrong = { email: u.email, password: 'not-the-password' };
    expectErrors(await call('POST', '/api/auth', { body: wrong, language: 'fr-CA' }), 400, [
      { msg: 'Identifiants invalides' },
    ]);
    expectErrors(await call('POST', '/api/auth', { body: wrong, language: 'en-US' }), 400, [
      { msg: 'Invalid credentials' },
    ]);
    expectErrors(await call('POST', '/api/auth', { body: wrong }), 400, [
      { msg: 'Invalid credentials' },
    ]);
    // A request's checks, each with its field.
    const invalid = await call('POST', '/api/users', {
      body: userInput({ firstName: '', password: '123' }),
      language: 'fr',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual(
      expect.arrayContaining([
        { msg: 'Le champ Prénom est obligatoire', param: 'firstName' },
        { msg: 'Le mot de passe doit compter au moins 6 caractères', param: 'password' },
      ]),
    );
    // The refusals no route makes: no token, an address with no route.
    expectErrors(await call('GET', '/api/auth', { language: 'fr' }), 401, [
      { msg: 'Aucun jeton\u00a0: autorisation refusée' },
    ]);
    expectErrors(await call('GET', '/api/nowhere', { language: 'fr' }), 404, [
      { msg: 'Aucune route pour GET /api/nowhere' },
    ]);
  });

  it('answers a confirmation in the caller’s language too', async () => {
    const asked = await call('POST', '/api/auth/reset', {
      body: { email: 'nobody@example.com' },
      language: 'fr',
    });
    expect(asked.json()).toEqual({
      msg: 'Un courriel vous sera bientôt envoyé pour réinitialiser votre mot de passe',
    });
  });
});
