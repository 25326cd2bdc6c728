import { MSG_SLOT_TAKEN } from '@slotmap/domain/bookings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ada } from '../../../test/fixtures.ts';
import { readIn } from '../../../test/language.ts';
import { renderRoutes } from '../../../test/render.tsx';
import {
  consultation,
  facial,
  harbour,
  massage,
  slotsPath,
  slotsView,
} from '../company-page.fixture.ts';
import { PENDING_SLOT_KEY } from '../pending-slot.ts';
import {
  id,
  NOW,
  june12Morning,
  JUNE_12,
  routes,
  answersFor,
  visitor,
  signedIn,
  slotCalls,
  choose,
  details,
  setUpEachTest,
} from './booking-panel.fixture.tsx';

/** JUNE_12 as its date button is named: what it shows, then month and year. */
const JUNE_12_BUTTON = 'Thu 12 June 2025';

setUpEachTest();

describe('booking panel: booking', () => {
  const company = { ...harbour, services: [facial, massage, consultation] };

  it('asks for a required answer before sending', async () => {
    const api = signedIn(answersFor(company));
    const user = userEvent.setup();
    renderRoutes(routes, { at: `/company/${id}` });

    await choose(user, JUNE_12_BUTTON, '2:00 PM');
    await user.click(await screen.findByRole('button', { name: 'Book Now' }));

    const field = screen.getByRole('textbox', { name: /Reason for visit/ });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('asks for a required answer in French', async () => {
    await readIn('fr');
    signedIn(answersFor(company));
    const user = userEvent.setup();
    renderRoutes(routes, { at: `/company/${id}` });

    await choose(user, 'jeu. 12 juin 2025', '14\u00a0h\u00a000');
    // The form's code arrives on its own (deferred-parts.tsx): slow on a loaded machine.
    const book = await screen.findByRole('button', { name: 'Réserver' }, { timeout: 10_000 });
    await user.click(book);

    expect(screen.getByText('Ce champ est obligatoire')).toBeTruthy();
  });

  it('books with the answers, keeps them for next time and opens the booking', async () => {
    const saved = {
      field_name: 'Allergies',
      field_label: 'Allergies',
      field_type: 'text',
      value: 'Latex',
      company: id,
      reusable: false,
    };
    const api = signedIn(
      answersFor(company, {
        'POST /bookings': { status: 201, body: { _id: 'b1' } },
        'PUT /auth/intakeForm': { body: { intakeFormFields: [saved] } },
      }),
      { ...ada, intakeFormFields: [saved] },
    );
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, { at: `/company/${id}` });

    await choose(user, JUNE_12_BUTTON, '2:00 PM');
    const card = within(await details(facial));
    expect(card.getByText(/^2:00 PM – 2:30 PM/)).toBeTruthy();
    expect(card.getByText('30 minutes')).toBeTruthy();

    // Every type of question; this business's saved answer already filled in.
    const allergies = await screen.findByRole('textbox', { name: 'Allergies' });
    expect((allergies as HTMLInputElement).value).toBe('Latex');
    await user.type(screen.getByRole('textbox', { name: /Reason for visit/ }), 'Sore shoulders');
    await user.click(screen.getByRole('checkbox', { name: 'Back' }));
    await user.click(screen.getByRole('radio', { name: 'Dry' }));
    await user.click(screen.getByRole('combobox', { name: 'Referral' }));
    await user.click(await screen.findByRole('option', { name: 'Web', hidden: true }));
    screen.getByRole('slider', { name: 'Pressure' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Add image' })).toBeTruthy();
    // Sharing is asked per short question, never for long text or images, and starts off.
    const remember = screen.getAllByRole('checkbox', { name: /^Remember for other businesses/ });
    expect(remember.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Remember for other businesses: Areas',
      'Remember for other businesses: Skin type',
      'Remember for other businesses: Referral',
      'Remember for other businesses: Pressure',
      'Remember for other businesses: Allergies',
    ]);
    expect(remember.some((c) => (c as HTMLInputElement).checked)).toBe(false);
    await user.click(
      screen.getByRole('checkbox', { name: 'Remember for other businesses: Allergies' }),
    );
    await user.type(screen.getByRole('textbox', { name: /Notes/ }), 'First visit');
    expect(screen.getByRole('link', { name: /Call to Book/ }).getAttribute('href')).toBe(
      'tel:4165550123',
    );

    await user.click(screen.getByRole('button', { name: 'Book Now' }));

    expect(await screen.findByText('Booking page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/bookings/b1');
    expect(screen.getByText('Booking Created')).toBeTruthy();
    const intakeForm = [
      { field_label: 'Reason for visit', field_type: 'textarea', value: 'Sore shoulders' },
      { field_label: 'Areas', field_type: 'checkbox', value: ['Back'] },
      { field_label: 'Skin type', field_type: 'radio', value: 'Dry' },
      { field_label: 'Referral', field_type: 'dropdown', value: 'Web' },
      { field_label: 'Pressure', field_type: 'slider', value: 35 },
      { field_label: 'Allergies', field_type: 'text', value: 'Latex' },
    ];
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      company: id,
      service: facial._id,
      start_date: '2025-06-12',
      start_time: 840,
      text: 'First visit',
      intakeForm,
      // The customer has a phone, so the form asked about text reminders; left unticked.
      reminder_texts: false,
    });
    // The account keeps the short answers with this business; the long one stays with the booking.
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/auth/intakeForm')?.body).toEqual({
        company: id,
        intakeForm: intakeForm.slice(1).map((a) => ({
          ...a,
          reusable: a.field_label === 'Allergies',
        })),
      }),
    );
  });

  it('offers another business’s answers only where the customer shared them', async () => {
    const elsewhere = '0190a4c2-0000-7000-8000-0000000000d9';
    const answered = (
      field_label: string,
      field_type: string,
      value: string,
      reusable: boolean,
    ) => ({
      field_name: field_label.replace(/ /g, '_'),
      field_label,
      field_type,
      value,
      company: elsewhere,
      reusable,
    });
    signedIn(answersFor(company), {
      ...ada,
      intakeFormFields: [
        answered('Reason for visit', 'textarea', 'Lower back pain since March', true),
        answered('Allergies', 'text', 'Latex', false),
        answered('Skin type', 'radio', 'Oily', true),
      ],
    });
    const user = userEvent.setup();
    renderRoutes(routes, { at: `/company/${id}` });

    await choose(user, JUNE_12_BUTTON, '2:00 PM');
    await details(facial);
    const reasonField = await screen.findByRole('textbox', { name: /Reason for visit/ });
    expect((reasonField as HTMLTextAreaElement).value).toBe('');
    expect((screen.getByRole('textbox', { name: 'Allergies' }) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('radio', { name: 'Oily' }) as HTMLInputElement).checked).toBe(true);
    const shared = screen.getByRole('checkbox', {
      name: 'Remember for other businesses: Skin type',
    });
    expect((shared as HTMLInputElement).checked).toBe(true);
  });

  it('says when the time was just taken, and shows the times again', async () => {
    const answers = answersFor(harbour, {
      'POST /bookings': { status: 409, body: { errors: [{ msg: MSG_SLOT_TAKEN }] } },
    });
    const api = signedIn(answers);
    const user = userEvent.setup();
    renderRoutes(routes, { at: `/company/${id}` });

    await choose(user, JUNE_12_BUTTON, '2:00 PM');
    answers[`GET ${slotsPath(massage)}`] = {
      body: slotsView(massage, NOW, [
        june12Morning,
        { start: Date.parse('2025-06-12T18:00:00Z'), end: Date.parse('2025-06-12T19:00:00Z') },
      ]),
    };
    await user.click(await screen.findByRole('button', { name: 'Book Now' }));

    expect(await screen.findByText(MSG_SLOT_TAKEN)).toBeTruthy();
    await waitFor(() => expect(slotCalls(api)).toBe(2));
    const taken = await screen.findByRole('button', { name: '2:00 PM, booked' });
    expect(taken.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Book Now' })).toBeNull();
  });
});

describe('booking panel: visitors', () => {
  it('keeps the chosen time through the login and chooses it again once signed in', async () => {
    visitor();
    const user = userEvent.setup();
    const first = renderRoutes(routes, { at: `/company/${id}` });

    await choose(user, JUNE_12_BUTTON, '2:00 PM');
    expect(screen.queryByRole('button', { name: 'Book Now' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Registration' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Login form')).toBeTruthy();
    expect(first.router.state.location.state).toEqual({ returnUrl: `/company/${id}` });
    expect(JSON.parse(window.sessionStorage.getItem(PENDING_SLOT_KEY) ?? 'null')).toEqual({
      companyId: id,
      serviceId: massage._id,
      date: '2025-06-12',
      start_time: 840,
      savedAt: NOW.getTime(),
    });
    first.unmount();

    signedIn(answersFor(harbour));
    renderRoutes(routes, { at: `/company/${id}` });

    const card = within(await details());
    expect(card.getByText(JUNE_12)).toBeTruthy();
    expect(card.getByText(/^2:00 PM – 3:00 PM/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeTruthy();
    expect(window.sessionStorage.getItem(PENDING_SLOT_KEY)).toBeNull();
  });

  it('sends a visitor to registration, and says so when the time was taken meanwhile', async () => {
    visitor();
    const user = userEvent.setup();
    const first = renderRoutes(routes, { at: `/company/${id}` });

    await choose(user, JUNE_12_BUTTON, '2:00 PM');
    await user.click(screen.getByRole('button', { name: 'Registration' }));

    expect(await screen.findByText('Sign-up chooser')).toBeTruthy();
    expect(first.router.state.location.state).toEqual({ returnUrl: `/company/${id}` });
    first.unmount();

    const twoPm = {
      start: Date.parse('2025-06-12T18:00:00Z'),
      end: Date.parse('2025-06-12T19:00:00Z'),
    };
    signedIn(
      answersFor(harbour, {
        [`GET ${slotsPath(massage)}`]: { body: slotsView(massage, NOW, [twoPm]) },
      }),
    );
    renderRoutes(routes, { at: `/company/${id}` });

    expect(
      await screen.findByText('The time you chose was just booked. Please choose another.'),
    ).toBeTruthy();
    // The day stays chosen so another time of it is one click away.
    const day = screen.getByRole('button', { name: JUNE_12_BUTTON });
    expect(day.getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('region', { name: massage.name })).toBeNull();
    expect(window.sessionStorage.getItem(PENDING_SLOT_KEY)).toBeNull();
  });
});
