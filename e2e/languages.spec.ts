import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from './axe.ts';

// English and French (Canada), as a person on a 375 px phone meets them (decision 069): the
// EN | FR switch in the header, a French page drawn by the server and hydrated without a
// mismatch, form checks and server refusals in French, a French sign-up whose account keeps the
// language, and a browser set to French that is answered in French on its first visit. Every
// step is checked by axe, so each `lang` must be right.

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

const stamp = `${Date.now()}`.slice(-6);

/** Console errors and warnings (React's hydration mismatches among them), uncaught exceptions. */
function watchForErrors(page: Page, origin: string): string[] {
  const seen: string[] = [];
  const offSite = (m: ConsoleMessage) =>
    /Failed to load resource/.test(m.text()) && !m.location().url.startsWith(origin);
  page.on('console', (m) => {
    if ((m.type() === 'error' || m.type() === 'warning') && !offSite(m))
      seen.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => seen.push(`uncaught: ${e.message}`));
  return seen;
}

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

/** The signed-in person's account, as GET /api/auth answers it. */
async function account(page: Page): Promise<{ language: string }> {
  return page.evaluate(async () => {
    const res = await fetch('/api/auth', {
      headers: { 'x-auth-token': localStorage.getItem('token') ?? '' },
    });
    return res.json();
  });
}

test('a visitor switches to French on a phone, and a French account keeps it', async ({
  page,
  baseURL,
}) => {
  const errors = watchForErrors(page, baseURL ?? '');
  const email = `francine-${stamp}@example.com`;

  await test.step('the login page in English, then FR in the header', async () => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    const english = page.getByRole('button', { name: 'English' });
    await expect(english).toHaveAttribute('aria-pressed', 'true');
    await expect(english).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: 'Français' }).tap();
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByRole('button', { name: 'Français' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page).toHaveTitle('Connexion | Slotmap');
  });

  await test.step('the menu and the form checks speak French', async () => {
    await page.getByRole('button', { name: 'Ouvrir le menu' }).tap();
    const menu = page.getByRole('navigation', { name: 'Navigation principale' });
    await expect(menu.getByRole('link', { name: 'S’inscrire' })).toBeVisible();
    await page.getByRole('button', { name: 'Fermer le menu' }).tap();
    await expect(menu).not.toBeInViewport();
    await page.getByRole('button', { name: 'Se connecter', exact: true }).tap();
    await expect(page.getByText('Le courriel est obligatoire')).toBeVisible();
    await expect(field(page, 'Courriel')).toBeFocused();
  });

  await test.step('the server refuses in French', async () => {
    await field(page, 'Courriel').fill(`nobody-${stamp}@example.com`);
    await field(page, 'Mot de passe').fill('wrong-pass1');
    await page.getByRole('button', { name: 'Se connecter', exact: true }).tap();
    await expect(page.getByText('Identifiants invalides')).toBeVisible();
    // The browser reports the refusal (400) in its console: expected here, and only here.
    errors.splice(0);
  });

  await test.step('the page the server draws is French too, and hydrates without a mismatch', async () => {
    const res = await page.goto('/');
    expect(await res?.text()).toContain('<html lang="fr-CA"');
    await expect(page.getByRole('button', { name: 'Français' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeVisible();
  });

  await test.step('a French sign-up keeps French on the account', async () => {
    await page.goto('/create-account');
    await expect(page.getByRole('heading', { level: 1, name: 'Créez votre compte' })).toBeVisible();
    await field(page, 'Prénom').fill('Francine');
    await field(page, 'Nom').fill('Tremblay');
    await field(page, 'Courriel').fill(email);
    await field(page, 'Téléphone').fill('5145550123');
    await field(page, 'Mot de passe').fill('francais-pass1');
    await field(page, 'Confirmer le mot de passe').fill('francais-pass2');
    await page.getByRole('button', { name: 'S’inscrire' }).tap();
    await expect(page.getByText('Les mots de passe ne correspondent pas').first()).toBeVisible();
    await field(page, 'Confirmer le mot de passe').fill('francais-pass1');
    await page.getByRole('button', { name: 'S’inscrire' }).tap();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect((await account(page)).language).toBe('fr');
  });

  await test.step('back to English from the header: saved on the account', async () => {
    await page.getByRole('button', { name: 'English' }).tap();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect.poll(async () => (await account(page)).language).toBe('en');
  });
  expect(errors).toEqual([]);
});

test('a browser set to French is answered in French on its first visit', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    locale: 'fr-CA',
    viewport: { width: 375, height: 740 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  const errors = watchForErrors(page, baseURL ?? '');

  await test.step('the server draws / in French and the browser keeps it', async () => {
    const res = await page.goto('/');
    expect(res?.headers()['content-language']).toBe('fr-CA');
    expect(await res?.text()).toContain('<html lang="fr-CA"');
    await expect(page.getByRole('button', { name: 'Français' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  await test.step('the business list and a business page hydrate in French as drawn', async () => {
    await page.goto('/companies');
    const first = page.getByRole('main').locator('a[href^="/company/"]').first();
    await expect(first).toBeVisible();
    const business = await first.getAttribute('href');
    expect(business).toMatch(/^\/company\//);
    const res = await page.goto(business ?? '/');
    expect(await res?.text()).toContain('<html lang="fr-CA"');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeVisible();
  });

  await test.step('a page the browser draws reads the browser’s language too', async () => {
    await page.goto('/forgot');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Retour à la connexion' })).toBeVisible();
  });
  expect(errors).toEqual([]);
  await context.close();
});
