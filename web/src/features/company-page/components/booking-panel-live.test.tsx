import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render.tsx';
import { harbour, massage, slotsPath, slotsView } from '../company-page.fixture.ts';
import { MSG_JUST_TAKEN } from '../use-taken-choice.ts';
import {
  answersFor,
  choose,
  details,
  id,
  june12Morning,
  NOW,
  routes,
  setUpEachTest,
  signedIn,
  slotCalls,
  visitor,
} from './booking-panel.fixture.tsx';

const JUNE_12_BUTTON = 'Thu 12 June 2025';
/** Thursday 12 June 2025 in Toronto (UTC−4): an hour's time from `hour` o'clock. */
const june12 = (hour: number) => ({
  start: Date.parse(`2025-06-12T${String(hour + 4).padStart(2, '0')}:00:00Z`),
  end: Date.parse(`2025-06-12T${String(hour + 5).padStart(2, '0')}:00:00Z`),
});

/** The browser's EventSource, driven by the test: what the server would send, when it would. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static all: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  private readonly listeners = new Map<string, (() => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }

  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The server sends `type` (or the connection opens, drops: 'open', 'error'). */
  emit(type: string) {
    if (type === 'open') this.readyState = FakeEventSource.OPEN;
    act(() => {
      for (const listener of this.listeners.get(type) ?? []) listener();
    });
  }
}

/** The one stream the page keeps open. */
function stream(): FakeEventSource {
  const open = FakeEventSource.all.filter((s) => s.readyState !== FakeEventSource.CLOSED);
  expect(open).toHaveLength(1);
  return open[0];
}

function liveEvents() {
  FakeEventSource.all = [];
  vi.stubGlobal('EventSource', FakeEventSource);
}

const slotButton = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

setUpEachTest();

describe('booking panel: live slots', () => {
  it('listens to its business while open, and stops when the page goes', async () => {
    liveEvents();
    visitor();
    const view = renderRoutes(routes, { at: `/company/${id}` });
    await screen.findByRole('button', { name: JUNE_12_BUTTON });
    expect(stream().url).toBe(`/api/company/${id}/slots/stream`);
    view.unmount();
    expect(FakeEventSource.all.every((s) => s.readyState === FakeEventSource.CLOSED)).toBe(true);
  });

  it('greys out a time someone else just booked, keeping the one chosen', async () => {
    liveEvents();
    const api = visitor();
    const user = userEvent.setup();
    renderRoutes(routes, { at: `/company/${id}` });
    await choose(user, JUNE_12_BUTTON, '2:00 PM');
    expect(slotButton('3:00 PM').disabled).toBe(false);

    api.answer(`GET ${slotsPath(massage)}`, {
      body: slotsView(massage, NOW, [june12Morning, june12(15)]),
    });
    stream().emit('slots');

    await waitFor(() => expect(slotButton('3:00 PM, booked').disabled).toBe(true));
    expect(slotButton('2:00 PM').getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByText(MSG_JUST_TAKEN)).toBeNull();
  });

  it('says so plainly and clears the choice when the chosen time is taken', async () => {
    liveEvents();
    const api = visitor();
    const user = userEvent.setup();
    renderRoutes(routes, { at: `/company/${id}` });
    await choose(user, JUNE_12_BUTTON, '2:00 PM');
    await details(massage);

    api.answer(`GET ${slotsPath(massage)}`, {
      body: slotsView(massage, NOW, [june12Morning, june12(14)]),
    });
    stream().emit('slots');

    expect((await screen.findByRole('alert')).textContent).toBe(MSG_JUST_TAKEN);
    expect(slotButton('2:00 PM, booked').disabled).toBe(true);
    expect(screen.queryByRole('region', { name: massage.name })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Registration' })).toBeNull();

    // Another time chosen: the notice has said its part.
    await user.click(slotButton('4:00 PM'));
    expect(await details(massage)).toBeTruthy();
    expect(screen.queryByText(MSG_JUST_TAKEN)).toBeNull();
  });

  it("does not call the customer's own booking of the time taken", async () => {
    liveEvents();
    let sent: (value: Response) => void = () => undefined;
    const api = signedIn(answersFor(harbour));
    // The booking stays on its way until the test lets it arrive.
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'POST' && String(input).endsWith('/bookings')
        ? new Promise<Response>((resolve) => {
            sent = resolve;
          })
        : api.fetchStub(input, init),
    );
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, { at: `/company/${id}` });
    await choose(user, JUNE_12_BUTTON, '2:00 PM');
    await user.click(await screen.findByRole('button', { name: 'Book Now' }));

    // Written, and told to every page (this one too) before the answer is back.
    api.answer(`GET ${slotsPath(massage)}`, {
      body: slotsView(massage, NOW, [june12Morning, june12(14)]),
    });
    stream().emit('slots');
    await waitFor(() => expect(slotButton('2:00 PM, booked').disabled).toBe(true));
    expect(screen.queryByText(MSG_JUST_TAKEN)).toBeNull();

    sent(new Response(JSON.stringify({ _id: 'b1' }), { status: 201 }));
    expect(await screen.findByText('Booking page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/bookings/b1');
  });

  it('reads the times again when the stream comes back after a drop', async () => {
    liveEvents();
    const api = visitor();
    renderRoutes(routes, { at: `/company/${id}` });
    await screen.findByRole('button', { name: JUNE_12_BUTTON });
    stream().emit('open');
    expect(slotCalls(api)).toBe(1);
    // The browser connects again by itself; what changed meanwhile was not told.
    stream().emit('error');
    stream().emit('open');
    await waitFor(() => expect(slotCalls(api)).toBe(2));
  });
});
