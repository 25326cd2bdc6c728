import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readIn } from '../../../test/language.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { adaComment, booking } from '../../../test/booking-fixtures.ts';
import { path, routes, signedIn, viewing, setUpEachTest } from './booking-page.fixture.tsx';

setUpEachTest();

describe('/bookings/:id: what it shows and where back goes', () => {
  it('shows the service, business, date and time on the business clock, and the customer', async () => {
    signedIn(viewing());
    renderRoutes(routes, { at: path });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Deep Tissue Massage' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Harbour Massage Clinic' }).getAttribute('href')).toBe(
      `/company/${booking.company._id}`,
    );
    expect(screen.getByText('Upcoming')).toBeTruthy();

    const details = within(screen.getByRole('region', { name: 'Details' }));
    // Thursday 3 December in UTC, but the business is in Toronto.
    expect(details.getByText('Wednesday, December 2, 2026')).toBeTruthy();
    expect(details.getByText('8:00 PM – 9:00 PM EST')).toBeTruthy();
    expect(details.getByText('60 minutes')).toBeTruthy();
    expect(details.getByText('Ada Lovelace')).toBeTruthy();
    expect(details.getByRole('link', { name: '416-555-0199' }).getAttribute('href')).toBe(
      'tel:4165550199',
    );
    expect(details.getByRole('link', { name: 'ada@example.com' }).getAttribute('href')).toBe(
      'mailto:ada@example.com',
    );
    expect(details.getByText('First visit.')).toBeTruthy();

    const location = within(screen.getByRole('region', { name: 'Location' }));
    expect(location.getByText('100 Queen St W')).toBeTruthy();
    expect(location.getByText('Toronto, ON M5H 2N2')).toBeTruthy();
    expect(location.getByRole('link', { name: 'See on map' }).getAttribute('href')).toBe(
      '/find?lat=43.6525&lng=-79.3839&zoom=13',
    );
  });

  it('shows the intake answers, checkbox lists joined and files as thumbnails', async () => {
    signedIn(viewing());
    renderRoutes(routes, { at: path });

    const intake = within(await screen.findByRole('region', { name: 'Intake answers' }));
    expect(intake.getByText('Almond oil')).toBeTruthy();
    expect(intake.getByText('Neck, Lower back')).toBeTruthy();
    const file = intake.getByRole('link', { name: 'Referral letter 1 (opens in a new tab)' });
    expect(file.getAttribute('href')).toBe('/api/uploads/referral.png');
    expect(file.getAttribute('target')).toBe('_blank');
    expect(file.querySelector('img')?.getAttribute('src')).toBe('/api/uploads/referral.png');
  });

  it('shows the thread: names, initials without an avatar, attachments', async () => {
    signedIn(viewing());
    renderRoutes(routes, { at: path });

    const comments = within(await screen.findByRole('region', { name: 'Comments' }));
    const [first, second] = comments.getAllByRole('listitem');
    expect(within(first).getByText(adaComment.text)).toBeTruthy();
    // 15:00 UTC, read on the Toronto business's clock whatever the browser's zone.
    expect(within(first).getByText('Nov 20, 2026, 10:00 AM EST')).toBeTruthy();
    expect(within(second).getByText('Grace Hopper')).toBeTruthy();
    expect(within(second).getByText('GH')).toBeTruthy();
    expect(
      within(second)
        .getByRole('link', { name: 'Attachment 1 (opens in a new tab)' })
        .getAttribute('href'),
    ).toBe('/api/uploads/side-door.png');
  });

  it('says Booking not found and goes back to the page before', async () => {
    signedIn({
      [`GET ${path}`]: { status: 404, body: { errors: [{ msg: 'Booking not found' }] } },
    });
    const { router } = renderRoutes(routes, { at: '/previous' });
    await router.navigate(path);

    expect(await screen.findByText('Previous page')).toBeTruthy();
    expect(await screen.findByText('Booking not found')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/previous');
  });

  it('goes to the dashboard when a booking that cannot load was opened directly', async () => {
    signedIn({ [`GET ${path}`]: { status: 500, body: {} } });
    const { router } = renderRoutes(routes, { at: path });

    expect(await screen.findByText('Dashboard')).toBeTruthy();
    expect(screen.getByText('Booking not found')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('goes back to the notifications when opened from one', async () => {
    signedIn({
      [`GET ${path}`]: { status: 404, body: { errors: [{ msg: 'Booking not found' }] } },
    });
    renderRoutes(routes, { at: path, state: { fromNotification: true } });
    expect(await screen.findByText('Notifications')).toBeTruthy();
    expect(screen.getByText('Booking not found')).toBeTruthy();
  });

  it('has a back button to the notifications after opening one', async () => {
    signedIn(viewing());
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, { at: path, state: { fromNotification: true } });

    await user.click(await screen.findByRole('button', { name: 'Back to notifications' }));

    expect(await screen.findByText('Notifications')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/messages');
  });

  it('has a back button to the page before otherwise', async () => {
    signedIn(viewing());
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, { at: '/previous' });
    await router.navigate(path);

    await user.click(await screen.findByRole('button', { name: 'Back' }));

    expect(await screen.findByText('Previous page')).toBeTruthy();
  });

  it('shows a skeleton while the booking loads', async () => {
    signedIn(viewing());
    renderRoutes(routes, { at: path });
    expect(screen.getByRole('status')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Loading the booking')).toBeNull());
  });

  it('reads in French: its words, its title, times on the business clock, and the cancel form', async () => {
    await readIn('fr');
    const { calls } = signedIn(viewing());
    const user = userEvent.setup();
    renderRoutes(routes, { at: path });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Deep Tissue Massage' }),
    ).toBeTruthy();
    expect(document.title).toBe('Rendez-vous | Slotmap');
    expect(screen.getByText('À venir')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retour' })).toBeTruthy();

    const details = within(screen.getByRole('region', { name: 'Détails' }));
    expect(details.getByText('Heure')).toBeTruthy();
    expect(details.getByText('mercredi 2 décembre 2026')).toBeTruthy();
    // 24-hour French times, kept on one line by no-break spaces, and the zone as French names it.
    expect(details.getByText('20 h 00 – 21 h 00 HNE').textContent).toBe(
      '20\u00a0h\u00a000 – 21\u00a0h\u00a000\u00a0HNE',
    );
    expect(details.getByText('60 minutes')).toBeTruthy();
    expect(details.getByText('Courriel')).toBeTruthy();

    const location = within(screen.getByRole('region', { name: 'Adresse' }));
    expect(location.getByRole('link', { name: 'Voir sur la carte' })).toBeTruthy();
    const intake = within(screen.getByRole('region', { name: 'Réponses au questionnaire' }));
    expect(
      intake.getByRole('link', { name: 'Referral letter 1 (s’ouvre dans un nouvel onglet)' }),
    ).toBeTruthy();
    const comments = within(screen.getByRole('region', { name: 'Commentaires' }));
    expect(comments.getByLabelText('2 commentaires')).toBeTruthy();
    expect(comments.getByText('20 nov. 2026, 10 h 00 HNE')).toBeTruthy();
    expect(comments.getByRole('button', { name: 'Envoyer' })).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: 'Annuler le rendez-vous' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Annuler le rendez-vous' }));
    expect(
      dialog.getByText(
        'Deep Tissue Massage le mercredi 2 décembre 2026, 20 h 00 – 21 h 00 HNE. La plage horaire est libérée et la raison est envoyée avec le courriel d’annulation.',
      ),
    ).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Annuler le rendez-vous' }));
    // The shared schema's message, in French.
    expect(await dialog.findByText('Veuillez indiquer la raison')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });
});
