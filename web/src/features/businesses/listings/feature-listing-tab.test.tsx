import { notifications } from '@mantine/notifications';
import { planOffers } from '@slotmap/domain/listings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import { ada, harbourClinic } from '../../../test/fixtures.ts';
import { readIn } from '../../../test/language.ts';
import { renderElement, stubApi } from '../../../test/render.tsx';
import { FeatureListingTab } from './feature-listing-tab.tsx';

const company = harbourClinic;
const plansPath = `GET /feature/plans/${company._id}`;
const head = {
  _id: company._id,
  name: company.name,
  is_featured: false,
  user: ada._id,
  free_months: 0,
};
const active = {
  _id: 'p1',
  plan_name: '1m',
  amount: 10,
  start_date: '2026-12-01T14:00:00.000Z',
  end_date: '2027-01-01T14:00:00.000Z',
  status: 'active',
  free_month: false,
  failure: null,
  createdAt: '2026-12-01T14:00:00.000Z',
};
const inactive = {
  ...active,
  _id: 'p0',
  plan_name: '3m',
  amount: 28,
  status: 'inactive',
  start_date: '2026-06-01T14:00:00.000Z',
  end_date: '2026-09-01T14:00:00.000Z',
  createdAt: '2026-06-01T14:00:00.000Z',
};

function show(answers: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    'GET /auth': { body: ada },
    'GET /feature/allPlans': { body: planOffers() },
    'GET /feature/config': { body: { provider: 'test', publishableKey: null, testMode: true } },
    [plansPath]: { body: [head, active, inactive] },
    'POST /feature/create-payment-intent': {
      status: 201,
      body: {
        client_secret: 'pi_t_secret',
        paymentIntentId: 'pi_t',
        planId: 'p2',
        amount: 20,
        testMode: true,
      },
    },
    'POST /feature/stripe/charge': { body: { success: true } },
    ...answers,
  });
  vi.stubGlobal('fetch', api.fetchStub);
  setToken('t1');
  renderElement(<FeatureListingTab company={company} />);
  return api;
}

async function buy(plan: string, card: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('radio', { name: new RegExp(`^${plan}`) }));
  await user.click(screen.getByRole('button', { name: 'Purchase Feature Listing' }));
  expect(await screen.findByText('Test mode — no card is charged')).toBeTruthy();
  await user.type(screen.getByLabelText(/Card number/), card);
  await user.type(screen.getByLabelText(/Expiration date/), '1230');
  await user.type(screen.getByLabelText(/CVC/), '123');
  expect((screen.getByLabelText(/Card number/) as HTMLInputElement).value).toBe(
    card.replace(/(\d{4})(?=\d)/g, '$1 '),
  );
  await user.click(screen.getByRole('button', { name: 'Pay' }));
}

describe('the Feature Listing tab', () => {
  it('lists the plans at the server’s prices and the business’s plans with their badges', async () => {
    show();
    expect(await screen.findByRole('heading', { name: 'Add A Feature Listing' })).toBeTruthy();
    for (const [label, price] of [
      ['1 Month', '$10'],
      ['3 Months', '$28'],
      ['1 Year', '$100'],
    ]) {
      const radio = screen.getByRole('radio', { name: new RegExp(`^${label}`) });
      expect(radio.closest('button, label')?.textContent).toContain(price);
    }
    const row = (await screen.findByText('Dec 01, 2026')).closest('tr') as HTMLElement;
    expect(within(row).getByText('active')).toBeTruthy();
    expect(within(row).getByText('$10')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Use a free month' })).toBeNull();
  });

  it('buys a plan with a test card: the intent, then the card, then the success', async () => {
    const api = show();
    await buy('2 Months', '4242424242424242');
    expect(await screen.findByText('Feature listing purchased')).toBeTruthy();
    const posts = api.calls.filter((c) => c.method === 'POST');
    const key = (posts[0].body as { idempotencyKey: string }).idempotencyKey;
    expect(key).toMatch(/^purchase-[0-9a-f-]{36}$/);
    expect(posts.map((c) => [c.path, c.body])).toEqual([
      [
        '/feature/create-payment-intent',
        { companyID: company._id, plan: '2m', idempotencyKey: key },
      ],
      [
        '/feature/stripe/charge',
        {
          id: 'pi_t',
          companyID: company._id,
          plan: '2m',
          card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
        },
      ],
    ]);
    await waitFor(() => expect(screen.queryByLabelText(/Card number/)).toBeNull());
  });

  it('sends the same purchase key when Purchase is pressed again, and a new one for another plan', async () => {
    const api = show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /^1 Month/ }));
    await user.click(screen.getByRole('button', { name: 'Purchase Feature Listing' }));
    await screen.findByText('Test mode — no card is charged');
    await user.click(screen.getByRole('button', { name: 'Purchase Feature Listing' }));
    await user.click(screen.getByRole('radio', { name: /^3 Months/ }));
    await user.click(screen.getByRole('button', { name: 'Purchase Feature Listing' }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/feature/create-payment-intent')).toHaveLength(3),
    );
    const keys = api.calls
      .filter((c) => c.path === '/feature/create-payment-intent')
      .map((c) => (c.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('says the payment is processing while the server answers 202, then that it went through', async () => {
    const pending = { ...active, _id: 'p2', plan_name: '2m', amount: 20, status: 'pending' };
    const api = show({
      'POST /feature/stripe/charge': { status: 202, body: { success: false, plan: pending } },
      [plansPath]: { body: [head, active, pending] },
    });
    // Toasts of the tests before this one may still be fading out.
    notifications.clean();
    await waitFor(() => expect(screen.queryByText('Feature listing purchased')).toBeNull());
    await buy('2 Months', '4242424242424242');
    expect(await screen.findByText('Your payment is being processed')).toBeTruthy();
    expect(screen.queryByText('Feature listing purchased')).toBeNull();
    // The card network confirms it: the next read of the plans finds it active.
    api.answer(plansPath, { body: [head, active, { ...pending, status: 'active' }] });
    expect(
      await screen.findByText('Feature listing purchased', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.queryByText('Your payment is being processed')).toBeNull();
  });

  it('shows a declined card’s message under the form and keeps the form', async () => {
    show({
      'POST /feature/stripe/charge': {
        status: 402,
        body: { errors: [{ msg: 'Your card was declined.' }] },
      },
    });
    await buy('1 Month', '4000000000000002');
    const form = screen.getByRole('region', { name: 'Card payment' });
    expect(await within(form).findByText('Your card was declined.')).toBeTruthy();
    expect(screen.getByLabelText(/Card number/)).toBeTruthy();
  });

  it('offers a free month only while the owner has one', async () => {
    const api = show({
      [plansPath]: { body: [{ ...head, free_months: 1 }] },
      'POST /feature/renew': { status: 201, body: { message: 'Free month applied' } },
    });
    expect(
      await screen.findByText('You can use 1 free month once for a single business.'),
    ).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Use a free month' }));
    expect(await screen.findByText('Free month applied')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/feature/renew')?.body).toEqual({
      companyID: company._id,
      plan: '1m',
      isReferalMonth: true,
    });
    expect(screen.getByText('No active plans found')).toBeTruthy();
  });

  it('offers no free month to a business that has used its one, and says why', async () => {
    const spent = { ...active, _id: 'p-free', amount: 0, free_month: true };
    show({ [plansPath]: { body: [{ ...head, free_months: 1 }, spent] } });
    expect(await screen.findByText('You have 1 free month')).toBeTruthy();
    expect(
      screen.getByText(
        'This business has already used its free month: use yours on another of your businesses.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Use a free month' })).toBeNull();
  });

  it('reads in French: plans and prices, the plans’ dates, and a purchase with a test card', async () => {
    await readIn('fr');
    show();
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { name: 'Ajouter une mise en vedette' }),
    ).toBeTruthy();
    const year = screen.getByRole('radio', { name: /^1 an/ });
    expect(year.closest('button, label')?.textContent).toContain('100\u00a0$');
    expect(await screen.findByText('01 déc. 2026')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Inactifs' })).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: /^2 mois/ }));
    await user.click(screen.getByRole('button', { name: 'Mettre en vedette' }));
    const form = within(await screen.findByRole('region', { name: 'Paiement par carte' }));
    expect(form.getByText('Payer 20 $ pour une mise en vedette de 2 mois')).toBeTruthy();
    expect(form.getByText('Mode test — aucune carte n’est débitée')).toBeTruthy();
    await user.type(form.getByLabelText(/Numéro de carte/), '4242424242424242');
    await user.type(form.getByLabelText(/Date d’expiration/), '1230');
    await user.type(form.getByLabelText(/CVC/), '123');
    await user.click(form.getByRole('button', { name: 'Payer' }));
    expect(await screen.findByText('Mise en vedette achetée')).toBeTruthy();
  });

  it('offers a free month in French and says the server’s answer in French', async () => {
    await readIn('fr');
    show({
      [plansPath]: { body: [{ ...head, free_months: 1 }] },
      'POST /feature/renew': { status: 201, body: { message: 'Free month applied' } },
    });
    expect(await screen.findByText('Vous avez 1 mois gratuit')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Utiliser un mois gratuit' }));
    expect(await screen.findByText('Mois gratuit appliqué')).toBeTruthy();
    expect(screen.getByText('Aucun forfait actif')).toBeTruthy();
  });
});
