import { LANGUAGE_COOKIE } from '@slotmap/domain/language';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { activeLanguage } from '../../lib/i18n/active-language.ts';
import { setToken } from '../../lib/session.ts';
import { ada } from '../../test/fixtures.ts';
import { renderRoutes, stubApi } from '../../test/render.tsx';
import { LanguageSync } from '../language-sync.tsx';
import { AppLayout } from './app-layout.tsx';

const routes = [
  {
    element: (
      <>
        <LanguageSync />
        <AppLayout />
      </>
    ),
    children: [{ path: '/', element: <p>Page</p> }],
  },
];

const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

describe('the language switch (decision 069)', () => {
  it('switches a visitor to French at once, names each language in itself, and remembers it', async () => {
    const { fetchStub, calls } = stubApi({});
    vi.stubGlobal('fetch', fetchStub);
    renderRoutes(routes, { at: '/' });

    const group = await screen.findByRole('group', { name: 'Language' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['EN', 'FR']);
    expect(pressed('English')).toBe('true');
    expect(pressed('Français')).toBe('false');
    expect(screen.getByRole('button', { name: 'Français' }).getAttribute('lang')).toBe('fr-CA');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Français' }));

    expect(await screen.findByRole('link', { name: 'Se connecter' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Langue' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Navigation principale' })).toBeTruthy();
    expect(pressed('Français')).toBe('true');
    expect(document.documentElement.lang).toBe('fr-CA');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=fr`);
    // A visitor has no account to save it on.
    expect(calls).toHaveLength(0);
  });

  it('saves the choice of a signed-in person on the account, and keeps it', async () => {
    const { fetchStub, calls } = stubApi({
      'GET /auth': { body: ada },
      'GET /messages/unread': { body: { user: 0, business: 0 } },
      'PUT /users/me/language': { body: { language: 'fr' } },
    });
    vi.stubGlobal('fetch', fetchStub);
    setToken('t1');
    renderRoutes(routes, { at: '/' });

    await screen.findByRole('link', { name: 'Dashboard' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Français' }));

    expect(await screen.findByRole('link', { name: 'Tableau de bord' })).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/users/me/language')?.body).toEqual({ language: 'fr' }),
    );
    // The account's language, read again, does not switch the page back.
    expect(activeLanguage()).toBe('fr');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  it('keeps a choice made while the account is still being read, and saves it on the account', async () => {
    const { fetchStub, calls } = stubApi({
      'GET /auth': { body: ada },
      'GET /messages/unread': { body: { user: 0, business: 0 } },
      'PUT /users/me/language': { body: { language: 'fr' } },
    });
    let answerAccount = () => {};
    const accountRead = new Promise<void>((resolve) => {
      answerAccount = resolve;
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/auth') && (init?.method ?? 'GET') === 'GET') await accountRead;
      return fetchStub(input, init);
    });
    setToken('t1');
    renderRoutes(routes, { at: '/' });

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Français' }));
    expect(await screen.findByRole('group', { name: 'Langue' })).toBeTruthy();
    // The account, read now, says English: the choice just made wins and is saved.
    answerAccount();
    expect(await screen.findByRole('link', { name: 'Tableau de bord' })).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/users/me/language')?.body).toEqual({ language: 'fr' }),
    );
    expect(activeLanguage()).toBe('fr');
  });

  it("reads the app in a signed-in account's own language once the account is read", async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({
        'GET /auth': { body: { ...ada, language: 'fr' } },
        'GET /messages/unread': { body: { user: 0, business: 0 } },
      }).fetchStub,
    );
    setToken('t1');
    renderRoutes(routes, { at: '/' });

    expect(await screen.findByRole('link', { name: 'Paramètres du profil' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr-CA');
  });
});
