import { notifications } from '@mantine/notifications';
import { MSG_SLOT_TAKEN } from '@slotmap/domain/bookings';
import type { CompanyView } from '@slotmap/domain/company-view';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../lib/auth.ts';
import { setToken } from '../../../lib/session.ts';
import { ada } from '../../../test/fixtures.ts';
import { renderRoutes, stubApi } from '../../../test/render.tsx';
import { consultation, facial, harbour, massage, slotsPath, slotsView } from '../fixtures.ts';
import { CompanyPage } from '../pages/company-page.tsx';
import { PENDING_SLOT_KEY } from '../pending-slot.ts';

const id = harbour._id;
// Wednesday 11 June 2025, 12:00 in Toronto: the morning has passed, the afternoon is open.
const NOW = new Date('2025-06-11T16:00:00Z');
// Thursday 12 June, 9:00 to 12:00 in Toronto: the whole morning is booked.
const june12Morning = {
  start: Date.parse('2025-06-12T13:00:00Z'),
  end: Date.parse('2025-06-12T16:00:00Z'),
};
const JUNE_12 = 'Thursday, June 12, 2025';

const routes = [
  { path: '/company/:id', element: <CompanyPage /> },
  { path: '/login', element: <p>Login form</p> },
  { path: '/register', element: <p>Sign-up chooser</p> },
  { path: '/bookings/:id', element: <p>Booking page</p> },
];

type Answers = Parameters<typeof stubApi>[0];

function answersFor(company: CompanyView, extra: Answers = {}): Answers {
  return {
    [`GET /company/${id}`]: { body: company },
    [`GET ${slotsPath(massage)}`]: { body: slotsView(massage, NOW, [june12Morning]) },
    [`GET ${slotsPath(facial)}`]: { body: slotsView(facial, NOW) },
    ...extra,
  };
}

function visitor(answers: Answers = answersFor(harbour)) {
  const api = stubApi(answers);
  vi.stubGlobal('fetch', api.fetchStub);
  return api;
}

/** The answers object stays live: a test can change an answer after the page has loaded. */
function signedIn(answers: Answers, user: User = ada) {
  answers['GET /auth'] = { body: user };
  answers['GET /claim/me'] = { body: [] };
  const api = stubApi(answers);
  vi.stubGlobal('fetch', api.fetchStub);
  setToken('t1');
  return api;
}

const slotCalls = (api: ReturnType<typeof stubApi>, service = massage) =>
  api.calls.filter((c) => c.method === 'GET' && c.path === slotsPath(service)).length;

async function choose(user: ReturnType<typeof userEvent.setup>, date: string, time: string) {
  await user.click(await screen.findByRole('button', { name: date }));
  await user.click(screen.getByRole('button', { name: time }));
}

const details = (service = massage) => screen.findByRole('region', { name: service.name });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  notifications.clean();
  window.sessionStorage.clear();
});

describe('booking panel: dates and times', () => {
  it('shows only the dates with open times, the first one chosen', async () => {
    visitor();
    renderRoutes(routes, { at: `/company/${id}` });

    const dates = within(await screen.findByRole('group', { name: 'Dates in June 2025' }));
    const today = dates.getByRole('button', { name: 'Wednesday, June 11, 2025' });
    expect(today.getAttribute('aria-pressed')).toBe('true');
    expect(dates.getByRole('button', { name: 'Saturday, June 14, 2025' })).toBeTruthy();
    // Closed on Sunday; nothing before today.
    expect(dates.queryByRole('button', { name: 'Sunday, June 15, 2025' })).toBeNull();
    expect(dates.queryByRole('button', { name: 'Tuesday, June 10, 2025' })).toBeNull();
    expect(dates.getAllByRole('button')).toHaveLength(17);
  });

  it('shows the details of the chosen date and time', async () => {
    visitor();
    const user = userEvent.setup();
    renderRoutes(routes, { at: `/company/${id}` });

    await choose(user, 'Friday, June 13, 2025', '10:00 AM');

    const card = within(await details());
    expect(card.getByText('Friday, June 13, 2025')).toBeTruthy();
    expect(card.getByText(/^10:00 AM – 11:00 AM/)).toBeTruthy();
    expect(card.getByText('60 minutes')).toBeTruthy();
    expect(card.getByText(massage.description)).toBeTruthy();
    expect(screen.getByRole('button', { name: '10:00 AM' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('disables past and booked times and dims a fully booked period', async () => {
    visitor();
    const user = userEvent.setup();
    renderRoutes(routes, { at: `/company/${id}` });

    // Today: the morning has gone by; noon is still open.
    const morning = await screen.findByRole('region', { name: 'Morning' });
    expect(within(morning).getByText('Time has passed')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^9:00 AM/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: '12:00 PM' }).hasAttribute('disabled')).toBe(false);

    await user.click(screen.getByRole('button', { name: JUNE_12 }));

    const booked = screen.getByRole('region', { name: 'Morning' });
    expect(within(booked).getByText('Fully booked')).toBeTruthy();
    expect(booked.hasAttribute('data-full')).toBe(true);
    for (const time of ['9:00 AM', '10:00 AM', '11:00 AM']) {
      const slot = within(booked).getByRole('button', { name: `${time}, booked` });
      expect(slot.hasAttribute('disabled')).toBe(true);
    }
    const afternoon = screen.getByRole('region', { name: 'Afternoon' });
    expect(afternoon.hasAttribute('data-full')).toBe(false);
    expect(within(afternoon).queryByText('Fully booked')).toBeNull();
  });

  it('moves between the months of the 90-day window and no further', async () => {
    visitor();
    const user = userEvent.setup();
    renderRoutes(routes, { at: `/company/${id}` });

    expect(await screen.findByText('June 2025')).toBeTruthy();
    const previous = screen.getByRole('button', { name: 'Previous month' });
    const next = screen.getByRole('button', { name: 'Next month' });
    expect(previous.hasAttribute('disabled')).toBe(true);

    for (let i = 0; i < 3; i++) await user.click(next);

    expect(screen.getByText('September 2025')).toBeTruthy();
    expect(next.hasAttribute('disabled')).toBe(true);
    const dates = within(screen.getByRole('group', { name: 'Dates in September 2025' }));
    expect(dates.getByRole('button', { name: 'Tuesday, September 9, 2025' })).toBeTruthy();
    expect(dates.queryByRole('button', { name: 'Wednesday, September 10, 2025' })).toBeNull();

    await user.click(previous);
    expect(screen.getByText('August 2025')).toBeTruthy();
    expect(previous.hasAttribute('disabled')).toBe(false);
  });

  it('switches the times with the service', async () => {
    const api = visitor(answersFor({ ...harbour, services: [facial, massage, consultation] }));
    const user = userEvent.setup();
    renderRoutes(routes, { at: `/company/${id}` });

    expect(await screen.findByRole('button', { name: '12:30 PM' })).toBeTruthy();
    expect(slotCalls(api)).toBe(0);

    await user.click(screen.getByRole('radio', { name: massage.name }));

    expect(await screen.findByRole('button', { name: '1:00 PM' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '12:30 PM' })).toBeNull();
    expect(slotCalls(api)).toBe(1);
    // The fetch covers the whole window once, without a month in the address.
    expect(slotCalls(api, facial)).toBe(1);
  });

  it('says when there is no open time, and retries a failed load', async () => {
    const answers = answersFor(harbour, {
      [`GET ${slotsPath(massage)}`]: { status: 500, body: {} },
    });
    visitor(answers);
    const user = userEvent.setup();
    renderRoutes(routes, { at: `/company/${id}` });

    expect(await screen.findByText('The open times could not be loaded')).toBeTruthy();
    answers[`GET ${slotsPath(massage)}`] = { body: { ...slotsView(massage, NOW), days: [] } };
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('No open times in the next 90 days')).toBeTruthy();
  });
});

describe('booking panel: booking', () => {
  const company = { ...harbour, services: [facial, massage, consultation] };
  const reason = { field_name: 'Reason_for_visit', field_label: 'Reason for visit' };

  it('asks for a required answer before sending', async () => {
    const api = signedIn(answersFor(company));
    const user = userEvent.setup();
    renderRoutes(routes, { at: `/company/${id}` });

    await choose(user, JUNE_12, '2:00 PM');
    await user.click(await screen.findByRole('button', { name: 'Book Now' }));

    const field = screen.getByRole('textbox', { name: /Reason for visit/ });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('books with the answers, keeps them for next time and opens the booking', async () => {
    const saved = { ...reason, field_type: 'textarea', value: 'Sore shoulders' };
    const api = signedIn(
      answersFor(company, {
        'POST /bookings': { status: 201, body: { _id: 'b1' } },
        'PUT /auth/intakeForm': { body: { intakeFormFields: [saved] } },
      }),
      { ...ada, intakeFormFields: [saved] },
    );
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, { at: `/company/${id}` });

    await choose(user, JUNE_12, '2:00 PM');
    const card = within(await details(facial));
    expect(card.getByText(/^2:00 PM – 2:30 PM/)).toBeTruthy();
    expect(card.getByText('30 minutes')).toBeTruthy();

    // Every type of question, the saved answer already filled in.
    const reasonField = screen.getByRole('textbox', { name: /Reason for visit/ });
    expect((reasonField as HTMLTextAreaElement).value).toBe('Sore shoulders');
    await user.click(screen.getByRole('checkbox', { name: 'Back' }));
    await user.click(screen.getByRole('radio', { name: 'Dry' }));
    await user.click(screen.getByRole('combobox', { name: 'Referral' }));
    await user.click(await screen.findByRole('option', { name: 'Web', hidden: true }));
    screen.getByRole('slider', { name: 'Pressure' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Add image' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Allergies' }), 'None');
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
      { field_label: 'Allergies', field_type: 'text', value: 'None' },
    ];
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      company: id,
      service: facial._id,
      start_date: '2025-06-12',
      start_time: 840,
      text: 'First visit',
      intakeForm,
    });
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/auth/intakeForm')?.body).toEqual({ intakeForm }),
    );
  });

  it('says when the time was just taken, and shows the times again', async () => {
    const answers = answersFor(harbour, {
      'POST /bookings': { status: 409, body: { errors: [{ msg: MSG_SLOT_TAKEN }] } },
    });
    const api = signedIn(answers);
    const user = userEvent.setup();
    renderRoutes(routes, { at: `/company/${id}` });

    await choose(user, JUNE_12, '2:00 PM');
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

    await choose(user, JUNE_12, '2:00 PM');
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

    await choose(user, JUNE_12, '2:00 PM');
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
    const day = screen.getByRole('button', { name: JUNE_12 });
    expect(day.getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('region', { name: massage.name })).toBeNull();
    expect(window.sessionStorage.getItem(PENDING_SLOT_KEY)).toBeNull();
  });
});
