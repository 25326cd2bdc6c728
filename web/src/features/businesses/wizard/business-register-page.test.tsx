import { MSG_FIRST_SERVICE } from '@slotmap/domain/companies';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { queenStreetPlace } from '../../../test/fixtures.ts';
import { readIn } from '../../../test/language.ts';
import { renderRoutes, stubApi } from '../../../test/render.tsx';
import { BusinessRegisterPage } from './business-register-page.tsx';
import { MSG_REASON } from '@slotmap/domain/companies';

const referrer = '0190a4c2-0000-7000-8000-0000000000aa';
const place = queenStreetPlace;

const user = userEvent.setup();
const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function choose(name: string, option: string) {
  // A later step's code loads when the step is reached, a DeferredSelect's list on the first press.
  await user.click(await screen.findByRole('combobox', { name }));
  const list = await waitFor(() => {
    const id = screen.getByRole('combobox', { name }).getAttribute('aria-controls');
    const found = id ? document.getElementById(id) : null;
    if (!found) throw new Error(`The ${name} list is not open`);
    return found;
  });
  await user.click(within(list).getByRole('option', { name: option, hidden: true }));
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

function start(at = '/business-register', answers: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    'GET /places/search?q=100%20Queen': { body: [place] },
    ...answers,
  });
  vi.stubGlobal('fetch', api.fetchStub);
  renderRoutes([{ path: '/business-register', element: <BusinessRegisterPage /> }], { at });
  return api;
}

async function accountStep(confirm = 'secret1') {
  fill(/^First Name/, 'Ada');
  fill(/^Last Name/, 'Lovelace');
  fill(/^Email/, 'ada@example.com');
  fill(/^Phone/, '416-555-0199');
  fill(/^Company Name/, 'Harbour Clinic');
  fill(/^Company Email/, 'hello@harbour.example.com');
  fill(/^Company Phone/, '4165550123');
  fill(/^Password/, 'secret1');
  fill(/^Confirm Password/, confirm);
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

async function businessStep() {
  await choose('Category', 'Massage Therapy');
  await choose('Subcategory', 'Deep Tissue');
  await user.type(screen.getByRole('textbox', { name: /^City or postal code/ }), '100 Queen');
  await user.click(await screen.findByText(place.label));
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

describe('/business-register', () => {
  it('stays on Get Started until the passwords match', async () => {
    start();
    await waitFor(() => expect(heading()).toBe('Get Started'));
    expect(screen.getByText(/No Credit Card Required/)).toBeTruthy();

    await accountStep('secret2');

    expect((await screen.findAllByText("Passwords don't match!")).length).toBeGreaterThan(0);
    await waitFor(() => expect(heading()).toBe('Get Started'));

    fill(/^Confirm Password/, 'secret1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(heading()).toBe('Business Information'));
  });

  it('keeps names with accents, hyphens and apostrophes as typed and moves on (docs/decisions/050)', async () => {
    start();
    await user.type(screen.getByLabelText(/^First Name/), 'Anne-Marie Zoë');
    await user.type(screen.getByLabelText(/^Last Name/), 'O’Brien-Nguyễn');
    expect((screen.getByLabelText(/^First Name/) as HTMLInputElement).value).toBe('Anne-Marie Zoë');
    expect((screen.getByLabelText(/^Last Name/) as HTMLInputElement).value).toBe('O’Brien-Nguyễn');

    fill(/^Email/, 'ada@example.com');
    fill(/^Phone/, '416-555-0199');
    fill(/^Company Name/, 'Harbour Clinic');
    fill(/^Company Email/, 'hello@harbour.example.com');
    fill(/^Company Phone/, '4165550123');
    fill(/^Password/, 'secret1');
    fill(/^Confirm Password/, 'secret1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(heading()).toBe('Business Information'));
  });

  it('brings the first field in error to the person when Next finds one', async () => {
    start();
    await accountStep();
    await waitFor(() => expect(heading()).toBe('Business Information'));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    fill(/^First Name/, '');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(heading()).toBe('Get Started'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^First Name/)));
  });

  it("asks for a reason when 'other' is how they heard about us", async () => {
    start();
    await choose('How did you hear about us?', 'Other');
    await accountStep();

    expect(await screen.findByText(MSG_REASON)).toBeTruthy();
    await waitFor(() => expect(heading()).toBe('Get Started'));

    fill(/^Please tell us where/, 'A billboard');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(heading()).toBe('Business Information'));
  });

  it('stays on Business Information until an address is picked from the search', async () => {
    start();
    await accountStep();
    await choose('Category', 'Massage Therapy');
    await choose('Subcategory', 'Deep Tissue');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect((await screen.findAllByText('Please select a valid location.')).length).toBeGreaterThan(
      0,
    );
    await waitFor(() => expect(heading()).toBe('Business Information'));

    await user.type(screen.getByRole('textbox', { name: /^City or postal code/ }), '100 Queen');
    await user.click(await screen.findByText(place.label));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(heading()).toBe('Hours of Operation'));

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(heading()).toBe('Business Information'));
    expect(
      (screen.getByRole('textbox', { name: /^City or postal code/ }) as HTMLInputElement).value,
    ).toContain('Toronto');
  });

  it('sends the registration payload on Complete Sign Up and stores the token', async () => {
    const { calls } = start(`/business-register?referrer=${referrer}`, {
      'POST /users/business-register': { status: 201, body: { token: 'owner-token' } },
    });
    await accountStep();
    await businessStep();
    await user.click(await screen.findByRole('switch', { name: /Sunday/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(heading()).toBe('Services'));
    await screen.findByLabelText(/^Service Name/);

    await user.click(screen.getByRole('button', { name: 'Add another service' }));
    expect(await screen.findByText(MSG_FIRST_SERVICE)).toBeTruthy();

    fill(/^Service Name/, 'Deep Tissue Massage');
    fill(/^Service Description/, 'Firm pressure.');
    fill(/^Price/, '95');
    await user.click(screen.getByRole('button', { name: 'Add another service' }));
    expect(
      within(screen.getByRole('list', { name: 'Added services' })).getByText('Deep Tissue Massage'),
    ).toBeTruthy();
    expect((screen.getByLabelText(/^Service Name/) as HTMLInputElement).value).toBe('');

    // Pressed twice at once: one sign-up is sent.
    const complete = screen.getByRole('button', { name: 'Complete Sign Up' });
    fireEvent.click(complete);
    fireEvent.click(complete);

    await waitFor(() => expect(window.localStorage.getItem('token')).toBe('owner-token'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    const body = calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '4165550199',
      password: 'secret1',
      password2: 'secret1',
      refferalUserId: referrer,
      name: 'Harbour Clinic',
      companyEmail: 'hello@harbour.example.com',
      companyPhone: '4165550123',
      reference: 'word of mouth',
      reason: '',
      category: 'Massage Therapy',
      subcategory: 'Deep Tissue',
      street_address: '100 Queen St W',
      city: 'Toronto',
      province: 'ON',
      country: 'Canada',
      postal: 'M5H 2N2',
      lat: 43.6525,
      lng: -79.3839,
      Sunday_open: false,
      Monday_open: true,
      Monday_start_time: 540,
      Monday_end_time: 1020,
      services: [
        {
          name: 'Deep Tissue Massage',
          description: 'Firm pressure.',
          price: 95,
          service_duration: 15,
          call_to_book: true,
          book_online: false,
          book_site: false,
        },
      ],
    });
  });

  it('drops a referral id the server would refuse, and signs up all the same', async () => {
    const { calls } = start('/business-register?referrer=not-an-id', {
      'POST /users/business-register': { status: 201, body: { token: 'owner-token' } },
    });
    await accountStep();
    await businessStep();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByLabelText(/^Service Name/);
    fill(/^Service Name/, 'Consult');
    fill(/^Service Description/, 'A first chat.');
    fill(/^Price/, '0');
    await user.click(screen.getByRole('button', { name: 'Complete Sign Up' }));

    await waitFor(() => expect(window.localStorage.getItem('token')).toBe('owner-token'));
    const body = calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(body.name).toBe('Harbour Clinic');
    expect(body).not.toHaveProperty('refferalUserId');
  });

  it('shows each server message as a danger toast', async () => {
    start('/business-register', {
      'POST /users/business-register': {
        status: 400,
        body: { errors: [{ msg: 'User already exists' }] },
      },
    });
    await accountStep();
    await businessStep();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByLabelText(/^Service Name/);
    fill(/^Service Name/, 'Consult');
    fill(/^Service Description/, 'A first chat.');
    fill(/^Price/, '0');
    await user.click(screen.getByRole('button', { name: 'Complete Sign Up' }));

    expect(await screen.findByText('User already exists')).toBeTruthy();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('reads in French: the step, its fields, its checks and the toast', async () => {
    await readIn('fr');
    const { calls } = start();
    await waitFor(() => expect(heading()).toBe('Pour commencer'));
    expect(screen.getByText('Étape 1 sur 4')).toBeTruthy();
    expect(screen.getByText(/aucune carte de crédit requise/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    // The domain's English messages, read in French under each field.
    expect(await screen.findByText('Le nom de l’entreprise est obligatoire')).toBeTruthy();
    expect(screen.getByText('Le champ Prénom est obligatoire')).toBeTruthy();
    expect(screen.queryByText('Company name is required')).toBeNull();

    fill(/^Prénom/, 'Zoë');
    fill(/^Nom(?! de)/, 'Tremblay');
    fill(/^Courriel(?! de)/, 'zoe@example.com');
    fill(/^Téléphone(?! de)/, '514-555-0199');
    fill(/^Nom de l’entreprise/, 'Clinique du Port');
    fill(/^Courriel de l’entreprise/, 'bonjour@port.example.com');
    fill(/^Téléphone de l’entreprise/, '5145550123');
    fill(/^Mot de passe/, 'secret1');
    fill(/^Confirmer le mot de passe/, 'secret2');
    await choose('Comment avez-vous entendu parler de nous?', 'Autre');
    await user.click(screen.getByRole('button', { name: 'Suivant' }));

    expect(
      (await screen.findAllByText('Les mots de passe ne correspondent pas!')).length,
    ).toBeGreaterThan(1);
    expect(await screen.findByText('Erreur')).toBeTruthy();
    expect(screen.getByText('Dites-nous comment vous avez entendu parler de nous')).toBeTruthy();
    await waitFor(() => expect(heading()).toBe('Pour commencer'));

    fill(/^Confirmer le mot de passe/, 'secret1');
    fill(/^Dites-nous où/, 'Une affiche');
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await waitFor(() => expect(heading()).toBe('Renseignements sur l’entreprise'));
    expect(screen.getByText('Étape 2 sur 4')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
