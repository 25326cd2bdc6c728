import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readIn } from '../../../test/language.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { slotLinkPath } from '../../../lib/slot-link.ts';
import { consultation, facial, harbour, massage } from '../company-page.fixture.ts';
import {
  answersFor,
  details,
  id,
  routes,
  setUpEachTest,
  slotCalls,
  visitor,
} from './booking-panel.fixture.tsx';

setUpEachTest();

/** Massage is the second service booked online: a link must choose it, not the first. */
const company = { ...harbour, services: [facial, massage, consultation] };
const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

/** A visitor opens the business page from a link to one service's time on one day. */
const openLinked = (serviceId: string, date: string, time: number) => {
  const api = visitor(answersFor(company));
  return { api, ...renderRoutes(routes, { at: slotLinkPath(id, { serviceId, date, time }) }) };
};

describe('booking panel: a link with a time chosen (decision 062)', () => {
  it('opens with the linked service, day and time chosen, and leaves the URL clean', async () => {
    const { api, router } = openLinked(massage._id, '2025-06-12', 840);

    const card = within(await details(massage));
    expect(card.getByText(/^2:00 PM – 3:00 PM/)).toBeTruthy();
    expect((screen.getByRole('radio', { name: massage.name }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(pressed('Thu 12 June 2025')).toBe('true');
    expect(pressed('2:00 PM')).toBe('true');
    // Only the linked service's times were asked for, not the first service's first.
    expect(slotCalls(api, facial)).toBe(0);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByText(/no longer free/)).toBeNull();
  });

  it('says when the linked time has gone, and shows the rest of its day', async () => {
    // 9:00 AM on 12 June is booked (the fixture's busy morning).
    openLinked(massage._id, '2025-06-12', 540);

    expect(
      await screen.findByText(
        '9:00 AM on Thursday, June 12, 2025 is no longer free. The other times of that day are below.',
      ),
    ).toBeTruthy();
    expect(pressed('Thu 12 June 2025')).toBe('true');
    expect(screen.getByRole('button', { name: '2:00 PM' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(screen.queryByRole('region', { name: massage.name })).toBeNull();
  });

  it('ignores a link to a service that is not booked online', async () => {
    openLinked(consultation._id, '2025-06-12', 840);

    expect(await screen.findByRole('button', { name: '12:30 PM' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: facial.name }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('shows the first open day when an old link names a day gone by', async () => {
    openLinked(massage._id, '2025-05-20', 600);

    expect(
      await screen.findByText(
        '10:00 AM on Tuesday, May 20, 2025 is no longer free, and nothing else is free that day. Please choose another day.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('June 2025')).toBeTruthy();
    expect(pressed('Wed 11 June 2025')).toBe('true');
  });
});

describe('booking panel: a gone linked time, in French (decision 069)', () => {
  it('says the time has gone with the French date and a 24-hour time', async () => {
    await readIn('fr');
    openLinked(massage._id, '2025-06-12', 540);

    // Text queries read the no-break spaces of "9 h 00" as spaces.
    expect(
      await screen.findByText(
        'La plage horaire du jeudi 12 juin 2025 à 9 h 00 n’est plus libre. Les autres plages de cette journée sont ci-dessous.',
      ),
    ).toBeTruthy();
  });
});
