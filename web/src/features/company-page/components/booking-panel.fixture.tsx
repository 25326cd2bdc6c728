import { notifications } from '@mantine/notifications';
import type { CompanyView } from '@slotmap/domain/company-view';
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import type { User } from '../../../lib/auth.ts';
import { setToken } from '../../../lib/session.ts';
import { ada } from '../../../test/fixtures.ts';
import { stubApi } from '../../../test/render.tsx';
import { facial, harbour, massage, slotsPath, slotsView } from '../company-page.fixture.ts';
import { CompanyPage } from '../pages/company-page.tsx';

/* What the tests of this screen share: the clock, the routes, the stubbed API. */

export const id = harbour._id;
// Wednesday 11 June 2025, 12:00 in Toronto: the morning has passed, the afternoon is open.
export const NOW = new Date('2025-06-11T16:00:00Z');
// Thursday 12 June, 9:00 to 12:00 in Toronto: the whole morning is booked.
export const june12Morning = {
  start: Date.parse('2025-06-12T13:00:00Z'),
  end: Date.parse('2025-06-12T16:00:00Z'),
};
export const JUNE_12 = 'Thursday, June 12, 2025';

/** A page the tests only need to see reached: it says which one it stands for. */
const StandIn = ({ page }: { page: string }) => <p>{page}</p>;

export const routes = [
  { path: '/company/:id', element: <CompanyPage /> },
  { path: '/login', element: <StandIn page="Login form" /> },
  { path: '/register', element: <StandIn page="Sign-up chooser" /> },
  { path: '/bookings/:id', element: <StandIn page="Booking page" /> },
];

export type Answers = Parameters<typeof stubApi>[0];

export function answersFor(company: CompanyView, extra: Answers = {}): Answers {
  return {
    [`GET /company/${id}`]: { body: company },
    [`GET ${slotsPath(massage)}`]: { body: slotsView(massage, NOW, [june12Morning]) },
    [`GET ${slotsPath(facial)}`]: { body: slotsView(facial, NOW) },
    ...extra,
  };
}

export function visitor(answers: Answers = answersFor(harbour)) {
  const api = stubApi(answers);
  vi.stubGlobal('fetch', api.fetchStub);
  return api;
}

/** The answers object stays live: a test can change an answer after the page has loaded. */
export function signedIn(answers: Answers, user: User = ada) {
  answers['GET /auth'] = { body: user };
  answers[`GET /claim/me?company=${id}&limit=50`] = { body: [] };
  const api = stubApi(answers);
  vi.stubGlobal('fetch', api.fetchStub);
  setToken('t1');
  return api;
}

export const slotCalls = (api: ReturnType<typeof stubApi>, service = massage) =>
  api.calls.filter((c) => c.method === 'GET' && c.path === slotsPath(service)).length;

export async function choose(user: ReturnType<typeof userEvent.setup>, date: string, time: string) {
  await user.click(await screen.findByRole('button', { name: date }));
  await user.click(screen.getByRole('button', { name: time }));
}

export const details = (service = massage) => screen.findByRole('region', { name: service.name });

/** The test clock and clean-up every test of this screen runs with. */
export function setUpEachTest() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });

  afterEach(() => {
    vi.useRealTimers();
    notifications.clean();
    window.sessionStorage.clear();
  });
}
