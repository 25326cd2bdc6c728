import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readIn } from '../../../test/language.ts';
import { renderRoutes, stubApi } from '../../../test/render.tsx';
import { harbourClinic, massageService } from '../businesses.fixture.ts';
import { AddServicePage, EditServicePage } from './service-page.tsx';

const routes = [
  { path: '/add-service', element: <AddServicePage /> },
  { path: '/edit-service/:id', element: <EditServicePage /> },
  { path: '/business/service/:id', element: <p>Business services</p> },
  { path: '/admin', element: <p>Business manager</p> },
];
const companyPath = `/company/${harbourClinic._id}`;

async function fillBasics() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Service Name/), 'Intro Session');
  await user.type(screen.getByLabelText(/^Service Description/), 'A first visit.');
  await user.type(screen.getByLabelText(/^Price/), '40.5');
  return user;
}

describe('/add-service', () => {
  it('sends the business without state back to /admin', async () => {
    const { router } = renderRoutes(routes, { at: '/add-service' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('keeps exactly one booking method on and clears the link when it is not another site', async () => {
    renderRoutes(routes, { at: '/add-service', state: { company: harbourClinic } });
    const user = userEvent.setup();
    const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

    expect(radio('Call to book').checked).toBe(true);
    await user.click(radio('Book on another site'));
    expect(radio('Call to book').checked).toBe(false);
    await user.type(screen.getByLabelText(/^Booking site URL/), 'https://book.example.com');

    await user.click(radio('Book Through Integrated Calendar'));
    expect(radio('Book on another site').checked).toBe(false);
    expect(screen.queryByLabelText(/^Booking site URL/)).toBeNull();
    expect(screen.getByText('Intake form')).toBeTruthy();

    await user.click(radio('Book on another site'));
    expect((screen.getByLabelText(/^Booking site URL/) as HTMLInputElement).value).toBe('');
  });

  it('builds intake questions and sends the service with the business id', async () => {
    const { fetchStub, calls } = stubApi({
      'PUT /company/business/service': { status: 201, body: massageService },
    });
    vi.stubGlobal('fetch', fetchStub);
    const { router } = renderRoutes(routes, {
      at: '/add-service',
      state: { company: harbourClinic },
    });
    const user = await fillBasics();
    await user.click(screen.getByRole('radio', { name: 'Book Through Integrated Calendar' }));

    await user.click(screen.getByRole('button', { name: 'Add question' }));
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    const first = screen.getByRole('group', { name: 'Question 1' });
    await user.type(within(first).getByLabelText(/^Label/), 'Pressure preference');
    const typeInput = within(first).getByRole('combobox', { name: 'Field type' });
    await user.click(typeInput);
    const typeList = document.getElementById(typeInput.getAttribute('aria-controls') ?? '');
    await user.click(
      within(typeList as HTMLElement).getByRole('option', { name: 'Slider', hidden: true }),
    );
    await user.type(within(first).getByLabelText('Option 1'), 'Light');
    await user.click(within(first).getByRole('button', { name: 'Add option' }));
    await user.type(within(first).getByLabelText('Option 2'), 'Firm');
    expect(within(first).getByLabelText('Slider preview')).toBeTruthy();
    await user.click(within(first).getByRole('switch', { name: 'Required' }));

    const second = screen.getByRole('group', { name: 'Question 2' });
    await user.type(within(second).getByLabelText(/^Label/), 'Allergies');
    await user.click(within(second).getByRole('button', { name: 'Move question 2 up' }));
    expect(
      (
        within(screen.getByRole('group', { name: 'Question 1' })).getByLabelText(
          /^Label/,
        ) as HTMLInputElement
      ).value,
    ).toBe('Allergies');

    await user.click(screen.getByRole('button', { name: 'Add Service' }));

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).toMatchObject({
      company_id: harbourClinic._id,
      name: 'Intro Session',
      price: 40.5,
      service_duration: 15,
      book_online: true,
      call_to_book: false,
      book_site: false,
      book_site_link: '',
      intakeForm: [
        {
          field_label: 'Allergies',
          field_name: 'Allergies',
          field_type: 'text',
          is_required: false,
        },
        {
          field_label: 'Pressure preference',
          field_name: 'Pressure_preference',
          field_type: 'slider',
          is_required: true,
          options: [
            { label: 'Light', value: 'Light', isChecked: false },
            { label: 'Firm', value: 'Firm', isChecked: false },
          ],
        },
      ],
    });
    expect(await screen.findByText('Service Added')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/business/service/${harbourClinic._id}`);
  });
});

describe('/edit-service/:id', () => {
  const at = `/edit-service/${massageService._id}`;
  const state = { company: harbourClinic, service: massageService };

  it('saves changes and returns to the business', async () => {
    const { fetchStub, calls } = stubApi({
      [`GET ${companyPath}`]: { body: harbourClinic },
      [`PUT /company/business/service/${massageService._id}`]: { body: massageService },
    });
    vi.stubGlobal('fetch', fetchStub);
    const { router } = renderRoutes(routes, { at, state });

    expect(screen.getByRole('heading', { name: 'Edit Service' })).toBeTruthy();
    expect((screen.getByLabelText(/^Price/) as HTMLInputElement).value).toBe('95');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Service Updated')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({ name: 'Deep Tissue Massage', price: 95, call_to_book: true });
    expect(router.state.location.pathname).toBe(`/business/service/${harbourClinic._id}`);
  });

  it("shows the server's refusal while bookings use the service", async () => {
    const msg = 'This service has upcoming bookings and cannot be changed';
    const { fetchStub } = stubApi({
      [`GET ${companyPath}`]: { body: harbourClinic },
      [`PUT /company/business/service/${massageService._id}`]: {
        status: 409,
        body: { errors: [{ msg }], isBooked: true },
      },
    });
    vi.stubGlobal('fetch', fetchStub);
    const { router } = renderRoutes(routes, { at, state });

    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(msg)).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(router.state.location.pathname).toBe(at);
  });
});

describe('the service pages in French', () => {
  it('reads the form, its intake builder and the schema’s messages in French', async () => {
    await readIn('fr');
    renderRoutes(routes, { at: '/add-service', state: { company: harbourClinic } });
    const user = userEvent.setup();

    expect(screen.getByRole('heading', { name: 'Ajouter un service' })).toBeTruthy();
    expect(document.title).toBe('Ajouter un service | Slotmap');
    expect(screen.getByRole('button', { name: 'Retour' })).toBeTruthy();
    expect(screen.getByLabelText(/^Nom du service/)).toBeTruthy();
    expect(
      (screen.getByRole('radio', { name: 'Réserver par téléphone' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      screen.getByText('Les clients voient votre numéro de téléphone et vous appellent.'),
    ).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Réserver dans le calendrier intégré' }));
    expect(screen.getByLabelText(/^Préavis minimum/)).toBeTruthy();
    expect(
      screen.getByText('Combien de jours à l’avance on peut réserver (de 1 à 90).'),
    ).toBeTruthy();
    expect(screen.getByText('jours')).toBeTruthy();
    expect(screen.getByText('Questionnaire d’accueil')).toBeTruthy();
    expect(screen.getByText('Aucune question pour l’instant.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Ajouter une question' }));
    const first = screen.getByRole('group', { name: 'Question 1' });
    expect(within(first).getByRole('combobox', { name: 'Type de champ' })).toBeTruthy();
    expect(
      (within(first).getByRole('combobox', { name: 'Type de champ' }) as HTMLInputElement).value,
    ).toBe('Texte court');
    expect(within(first).getByRole('switch', { name: 'Obligatoire' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Retirer la question 1' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Ajouter le service' }));
    expect(await screen.findByText('Le nom du service est obligatoire')).toBeTruthy();
    expect(screen.getByText('Chaque question doit avoir un libellé')).toBeTruthy();
  });

  it('takes a price written the French way, "1 250,50", and shows it so', async () => {
    await readIn('fr');
    const { fetchStub, calls } = stubApi({
      'PUT /company/business/service': { status: 201, body: massageService },
    });
    vi.stubGlobal('fetch', fetchStub);
    renderRoutes(routes, { at: '/add-service', state: { company: harbourClinic } });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Nom du service/), 'Séance');
    await user.type(screen.getByLabelText(/^Description du service/), 'Une première visite.');
    const price = screen.getByLabelText(/^Prix/) as HTMLInputElement;
    expect(price.placeholder).toBe('0,00');
    await user.type(price, '1 250,50');
    expect(price.value).toBe('1250,50');
    await user.click(screen.getByRole('button', { name: 'Ajouter le service' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    // Not 125 050 $: the comma is the French decimal separator.
    expect(calls[0].body).toMatchObject({ name: 'Séance', price: 1250.5 });
  });
});
