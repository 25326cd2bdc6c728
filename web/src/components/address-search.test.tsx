import type { Place } from '@slotmap/domain/places';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../test/render.tsx';
import { AddressSearch } from './address-search.tsx';

const toronto: Place = {
  id: 'p1',
  label: '100 Queen St W, Toronto, ON M5H 2N2, Canada',
  street_address: '100 Queen St W',
  city: 'Toronto',
  province: 'ON',
  country: 'Canada',
  postal: 'M5H 2N2',
  lat: 43.6525,
  lng: -79.3839,
};
const tofino: Place = { ...toronto, id: 'p2', label: 'Tofino, BC, Canada', city: 'Tofino' };

function show(answers: Parameters<typeof stubApi>[0]) {
  const api = stubApi(answers);
  vi.stubGlobal('fetch', api.fetchStub);
  const onPick = vi.fn();
  renderRoutes([{ path: '/', element: <AddressSearch onPick={onPick} /> }], { at: '/' });
  return { ...api, onPick };
}

function screenWidthIsPhone(phone: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: phone && query.includes('max-width'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

describe('AddressSearch', () => {
  it('lifts itself to the top of a phone screen when tapped, so the keyboard leaves the list in view', async () => {
    screenWidthIsPhone(true);
    const lifted = vi.spyOn(window.HTMLElement.prototype, 'scrollIntoView');
    show({});

    await userEvent.click(screen.getByLabelText('Address'));

    expect(lifted.mock.contexts).toContain(screen.getByLabelText('Address'));
    expect(lifted.mock.calls[0][0]).toMatchObject({ block: 'start' });
    vi.restoreAllMocks();
  });

  it('leaves the page where it is on a wide screen', async () => {
    screenWidthIsPhone(false);
    const lifted = vi.spyOn(window.HTMLElement.prototype, 'scrollIntoView');
    show({});

    await userEvent.click(screen.getByLabelText('Address'));

    expect(lifted.mock.contexts).not.toContain(screen.getByLabelText('Address'));
    vi.restoreAllMocks();
  });

  it('searches once typing pauses and hands the chosen place to the parent by keyboard', async () => {
    const { calls, onPick } = show({
      'GET /places/search?q=To&limit=8': { body: [toronto, tofino] },
    });
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Address'), 'To');
    expect(await screen.findByText(tofino.label)).toBeTruthy();
    await user.keyboard('{ArrowDown}{Enter}');

    expect(onPick).toHaveBeenCalledWith(tofino);
    expect((screen.getByLabelText('Address') as HTMLInputElement).value).toBe(tofino.label);
    // Debounced: one call for the two keystrokes.
    expect(calls).toHaveLength(1);
  });

  it('picks a suggestion by click', async () => {
    const { onPick } = show({ 'GET /places/search?q=Tor&limit=8': { body: [toronto] } });
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Address'), 'Tor');
    await user.click(await screen.findByText(toronto.label));

    expect(onPick).toHaveBeenCalledWith(toronto);
  });

  it("says 'No results found' for an empty answer", async () => {
    const { onPick } = show({ 'GET /places/search?q=zz&limit=8': { body: [] } });

    await userEvent.type(screen.getByLabelText('Address'), 'zz');

    expect(await screen.findByText('No results found')).toBeTruthy();
    await waitFor(() => expect(onPick).not.toHaveBeenCalled());
  });
});
