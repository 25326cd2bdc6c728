import type { Place } from '@slotmap/domain/places';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readIn } from '../../../test/language.ts';
import { showAsAdmin } from '../render-admin.fixture.tsx';
import { AddBusinessPage } from './add-business-page.tsx';

const place: Place = {
  id: 'p1',
  label: '9 Lake Rd, Kingston, ON K7L 1A1, Canada',
  street_address: '9 Lake Rd',
  city: 'Kingston',
  province: 'ON',
  country: 'Canada',
  postal: 'K7L 1A1',
  lat: 44.23,
  lng: -76.48,
};

const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function choose(name: string, option: string) {
  const input = screen.getByRole('combobox', { name });
  await userEvent.click(input);
  const list = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement;
  await userEvent.click(within(list).getByRole('option', { name: option, hidden: true }));
}

function show(answers: Parameters<typeof showAsAdmin>[2] = {}) {
  return showAsAdmin(
    [
      { path: '/superadmin/business', element: <AddBusinessPage /> },
      { path: '/superadmin', element: <p>Admin tabs</p> },
    ],
    '/superadmin/business',
    { 'GET /places/search?q=9%20Lake': { body: [place] }, ...answers },
  );
}

describe('/superadmin/business', () => {
  it('creates an unclaimed business with POST /company/business and returns to /superadmin', async () => {
    const { calls, router } = show({
      'POST /company/business': { status: 201, body: { _id: 'c-new', is_admin: true } },
    });
    fill(/^Company Name/, 'Lakeside Dental');
    fill(/^Email/, 'front@lakeside.example.com');
    fill(/^Phone/, '6475550111');
    await choose('Category', 'Dental');
    await choose('Subcategory', 'General Dentistry');
    await userEvent.type(screen.getByRole('textbox', { name: /^City or postal code/ }), '9 Lake');
    await userEvent.click(await screen.findByText(place.label));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Company Created')).toBeTruthy();
    expect(await screen.findByText('Admin tabs')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/superadmin');
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/company/business');
    expect(post?.body).toMatchObject({
      name: 'Lakeside Dental',
      email: 'front@lakeside.example.com',
      category: 'Dental',
      city: 'Kingston',
      Monday_open: true,
      services: [],
    });
  });

  it('requires a street address (spec §5) when the chosen place has none', async () => {
    const city: Place = { ...place, id: 'p2', label: 'Kingston, ON, Canada', street_address: '' };
    const { calls } = show({
      'GET /places/search?q=Kings': { body: [city] },
      'POST /company/business': { status: 201, body: { _id: 'c-new', is_admin: true } },
    });
    fill(/^Company Name/, 'Lakeside Dental');
    fill(/^Email/, 'front@lakeside.example.com');
    fill(/^Phone/, '6475550111');
    await choose('Category', 'Dental');
    await choose('Subcategory', 'General Dentistry');
    await userEvent.type(screen.getByRole('textbox', { name: /^City or postal code/ }), 'Kings');
    await userEvent.click(await screen.findByText(city.label, undefined, { timeout: 5000 }));
    const street = screen.getByRole('textbox', {
      name: /^Street Address( \*)?$/,
    }) as HTMLInputElement;
    expect(street.required).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Street address is required')).toBeTruthy();
    expect(street.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(street, '9 Lake Rd');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Company Created')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      street_address: '9 Lake Rd',
      city: 'Kingston',
    });
  });

  it('sends nothing while the form has errors', async () => {
    const { calls } = show();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText(/required/i)).length).toBeGreaterThan(0);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
  it('reads in French', async () => {
    await readIn('fr');
    show();
    expect(
      await screen.findByRole('heading', { name: 'Ajouter une entreprise', level: 1 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à l’administration' })).toBeTruthy();
  });
});
