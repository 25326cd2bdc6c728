import { MSG_BUFFER_AFTER, MSG_HORIZON } from '@slotmap/domain/booking-rules-schema';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readIn } from '../../../test/language.ts';
import { renderRoutes, stubApi } from '../../../test/render.tsx';
import { harbourClinic, massageService } from '../businesses.fixture.ts';
import { AddServicePage } from './service-page.tsx';

const routes = [
  { path: '/add-service', element: <AddServicePage /> },
  { path: '/business/service/:id', element: <p>Business services</p> },
];

describe('booking rules on the service form', () => {
  it('shows the rules for online booking only, with their units and help', async () => {
    renderRoutes(routes, { at: '/add-service', state: { company: harbourClinic } });
    const user = userEvent.setup();
    expect(screen.queryByLabelText(/^Minimum notice/)).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Book Through Integrated Calendar' }));
    const notice = screen.getByLabelText(/^Minimum notice/) as HTMLInputElement;
    expect(notice.value).toBe('0');
    expect((screen.getByLabelText(/^Book up to/) as HTMLInputElement).value).toBe('90');
    expect(screen.getByText(/How long before the start a booking must be made/)).toBeTruthy();
    expect(screen.getAllByText('min')).toHaveLength(3);
    expect(screen.getByText('days')).toBeTruthy();
  });

  it('refuses values out of range with the messages the server gives, then sends them', async () => {
    const { fetchStub, calls } = stubApi({
      'PUT /company/business/service': { status: 201, body: massageService },
    });
    vi.stubGlobal('fetch', fetchStub);
    renderRoutes(routes, { at: '/add-service', state: { company: harbourClinic } });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Service Name/), 'Intro Session');
    await user.type(screen.getByLabelText(/^Service Description/), 'A first visit.');
    await user.type(screen.getByLabelText(/^Price/), '40');
    await user.click(screen.getByRole('radio', { name: 'Book Through Integrated Calendar' }));

    const set = async (label: RegExp, value: string) => {
      const input = screen.getByLabelText(label);
      await user.clear(input);
      await user.type(input, value);
    };
    await set(/^Buffer after/, '300');
    await set(/^Book up to/, '0');
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    expect(await screen.findByText(MSG_BUFFER_AFTER)).toBeTruthy();
    expect(screen.getByText(MSG_HORIZON)).toBeTruthy();
    expect(calls).toHaveLength(0);

    await set(/^Buffer after/, '15');
    await set(/^Book up to/, '30');
    await set(/^Minimum notice/, '120');
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).toMatchObject({
      min_notice: 120,
      buffer_before: 0,
      buffer_after: 15,
      horizon_days: 30,
    });
  });

  it('says the rules and their refusals in French', async () => {
    await readIn('fr');
    renderRoutes(routes, { at: '/add-service', state: { company: harbourClinic } });
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Réserver dans le calendrier intégré' }));
    expect(screen.getByRole('group', { name: 'Règles de réservation' })).toBeTruthy();
    expect(
      screen.getByText(/Combien de temps avant le début un rendez-vous doit être pris/),
    ).toBeTruthy();
    const after = screen.getByLabelText(/^Pause après/);
    await user.clear(after);
    await user.type(after, '300');
    await user.click(screen.getByRole('button', { name: 'Ajouter le service' }));
    expect(
      await screen.findByText('La pause après doit être un nombre entier de minutes de 0 à 240'),
    ).toBeTruthy();
  });
});
