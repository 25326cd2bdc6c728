import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './axe.ts';
import { waitForMail } from './mail.ts';

// A customer's whole journey in French (Canada) on a 375 px phone (decision 069): signs up, finds
// a business by its name, picks a date and a 24-hour time, books, gets the confirmation mail in
// French, and cancels with a reason. Business content stays as its owner wrote it.

test.use({
  locale: 'fr-CA',
  viewport: { width: 375, height: 740 },
  hasTouch: true,
  isMobile: true,
});

const stamp = `${Date.now()}`.slice(-6);
const password = 'francais-pass1';

const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label}( \\*)?$`)).first();

async function businessInHalifax(request: APIRequestContext, name: string) {
  const owner = await request.post('/api/users', {
    data: {
      firstName: 'Odile',
      lastName: 'Owner',
      email: `odile-${stamp}@example.com`,
      phone: '9025550100',
      password,
    },
  });
  expect(owner.status()).toBe(201);
  const created = await request.post('/api/company', {
    headers: { 'x-auth-token': (await owner.json()).token },
    data: {
      name,
      description: 'Physiothérapie du sport',
      email: `clinique-${stamp}@example.com`,
      phone: '9025550111',
      category: 'Athletic Therapy',
      subcategory: 'Rehabilitation',
      street_address: '1 Water St',
      city: 'Halifax',
      province: 'NS',
      country: 'Canada',
      postal: 'B3J 1A1',
      lat: 44.6488,
      lng: -63.5752,
      services: [
        {
          name: 'Évaluation du genou',
          description: 'Un premier regard sur votre genou',
          price: '95',
          service_duration: 45,
          book_online: true,
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
}

test('a customer signs up, finds, books and cancels in French on a phone', async ({
  page,
  request,
}) => {
  const name = `Clinique Boréale ${stamp}`;
  await businessInHalifax(request, name);
  const email = `fanny-${stamp}@example.com`;

  await test.step('signs up in French', async () => {
    await page.goto('/create-account');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByRole('heading', { level: 1, name: 'Créez votre compte' })).toBeVisible();
    await field(page, 'Prénom').fill('Fanny');
    await field(page, 'Nom').fill('Gagnon');
    await field(page, 'Courriel').fill(email);
    await field(page, 'Téléphone').fill('5145550123');
    await field(page, 'Mot de passe').fill(password);
    await field(page, 'Confirmer le mot de passe').fill(password);
    await page.getByRole('button', { name: 'S’inscrire' }).tap();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  await test.step('finds the business by its name', async () => {
    await page.goto('/companies');
    const box = page.getByRole('textbox', { name: 'Rechercher des entreprises' });
    const card = page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(name) })
      .first();
    await box.fill(name);
    await expect(card).toBeVisible();
    await card.tap();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('95,00 $').first()).toBeVisible();
  });

  let time = '';
  await test.step('picks a date and a 24-hour time, and books', async () => {
    const dates = page.getByRole('group', { name: /^Dates en / }).getByRole('button');
    await expect(dates.first()).toBeVisible();
    // Tomorrow or later where the month shown has another open day: today's times may have passed.
    const date = (await dates.count()) > 1 ? dates.nth(1) : dates.first();
    await date.tap();
    const slot = page.getByRole('button', { name: /^\d{1,2}\sh\s\d{2}$/ }).first();
    await expect(slot).toBeVisible();
    time = (await slot.textContent()) ?? '';
    expect(time).not.toMatch(/AM|PM/);
    await slot.tap();
    await expect(page.getByText('45 minutes').first()).toBeVisible();
    await page.getByRole('button', { name: 'Réserver', exact: true }).tap();
    await expect(page.getByText('Rendez-vous créé')).toBeVisible();
    await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Évaluation du genou').first()).toBeVisible();
  });

  await test.step('gets the confirmation mail in French', async () => {
    const mail = await waitForMail(
      email,
      new RegExp(`^Rendez-vous confirmé\\s?: Évaluation du genou chez ${name}$`),
    );
    const text = mail.text ?? '';
    expect(text).toContain('95,00');
    expect(text.replace(/\u00a0/g, ' ')).toContain(time.replace(/\u00a0/g, ' '));
    expect(mail.html || '').toContain('lang="fr');
  });

  await test.step('cancels with a reason', async () => {
    await page.getByRole('button', { name: 'Annuler le rendez-vous' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Annuler le rendez-vous' });
    await dialog.getByRole('button', { name: 'Annuler le rendez-vous' }).tap();
    await expect(dialog.getByText('Veuillez indiquer la raison')).toBeVisible();
    await dialog.getByRole('textbox').fill('Mon genou va mieux');
    await dialog.getByRole('button', { name: 'Annuler le rendez-vous' }).tap();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Rendez-vous annulé')).toBeVisible();
  });
});
