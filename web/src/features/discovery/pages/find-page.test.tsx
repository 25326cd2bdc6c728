import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readIn } from '../../../test/language.ts';
import { renderRoutes, stubApi } from '../../../test/render.tsx';
import { nearbyCompanies, pageOf } from '../discovery.fixture.ts';
import { FindPage } from './find-page.tsx';

// Leaflet needs a real browser; the map itself is driven end to end in Chromium. Here it stands
// in with what the page hands it and a way to pan it.
vi.mock('../components/company-map.tsx', () => ({
  CompanyMap: (props: {
    lat: number;
    lng: number;
    radiusMeters: number;
    companies: unknown[];
    activeId: string | null;
    onHover: (id: string | null) => void;
    onSearchArea: (
      area: { lat: number; lng: number; miles: number },
      options: { replace: boolean },
    ) => void;
    searchAsMove: boolean;
    onSearchAsMoveChange: (on: boolean) => void;
  }) => (
    <div data-testid="map">
      {props.companies.length} markers, {props.activeId ?? 'none'} highlighted, a circle of{' '}
      {Math.round(props.radiusMeters)} m, searching as it moves: {String(props.searchAsMove)}
      <button type="button" onClick={() => props.onHover('c2')}>
        Hover marker 2
      </button>
      <button
        type="button"
        onClick={() =>
          props.onSearchArea({ lat: 43.7, lng: -79.4, miles: 3.25 }, { replace: false })
        }
      >
        Search this area
      </button>
      <button
        type="button"
        onClick={() => props.onSearchArea({ lat: 43.71, lng: -79.41, miles: 3 }, { replace: true })}
      >
        Keep moving
      </button>
      <button type="button" onClick={() => props.onSearchAsMoveChange(!props.searchAsMove)}>
        Toggle search as I move
      </button>
    </div>
  ),
}));

const empty = pageOf([]);
// Decision 038: 15 miles unless the link or the visitor names another radius.
const TORONTO = '/company?lat=43.6532&lng=-79.3832&miles=15';
const nearby = (rest = '') => `GET ${TORONTO}${rest}&page=1&limit=10`;

function show(at: string, answers: Parameters<typeof stubApi>[0], state?: unknown) {
  const api = stubApi(answers);
  vi.stubGlobal('fetch', api.fetchStub);
  const view = renderRoutes([{ path: '/find', element: <FindPage /> }], { at, state });
  const requested = () =>
    api.calls.filter((c) => c.path.startsWith('/company?')).map((c) => c.path);
  return { ...api, ...view, requested };
}

const user = userEvent.setup();
const params = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

async function choose(name: string, option: string) {
  await user.click(screen.getByRole('combobox', { name }));
  // The list's code loads on that first press (DeferredSelect); its box then controls the list.
  const list = await waitFor(() => {
    const id = screen.getByRole('combobox', { name }).getAttribute('aria-controls');
    const found = id ? document.getElementById(id) : null;
    if (!found) throw new Error(`The ${name} list is not open`);
    return found;
  });
  await user.click(within(list).getByRole('option', { name: option, hidden: true }));
}

describe('/find', () => {
  it('asks the API for exactly what the URL says', async () => {
    const { requested } = show(
      '/find?lat=43.6532&lng=-79.3832&zoom=13&search=smile&cat=Dental&subcategory=Orthodontics',
      { [nearby('&search=smile&cat=Dental&subcategory=Orthodontics')]: { body: empty } },
    );

    expect(await screen.findByText('No services available at this location.')).toBeTruthy();
    expect(requested()).toEqual([
      `${TORONTO}&search=smile&cat=Dental&subcategory=Orthodontics&page=1&limit=10`,
    ]);
    expect(
      (screen.getByRole('textbox', { name: 'Search Businesses' }) as HTMLInputElement).value,
    ).toBe('smile');
  });

  it('searches 15 miles around a place handed over by the home page', async () => {
    const { requested } = show(
      '/find?lat=43.6525&lng=-79.3839&zoom=13',
      { 'GET /company?lat=43.6525&lng=-79.3839&miles=15&page=1&limit=10': { body: empty } },
      { lat: 43.6525, lng: -79.3839, address: '100 Queen St W, Toronto' },
    );

    expect(await screen.findByText('No services available at this location.')).toBeTruthy();
    expect(requested()).toEqual(['/company?lat=43.6525&lng=-79.3839&miles=15&page=1&limit=10']);
    expect(screen.getByText('Businesses within 15 miles of 100 Queen St W, Toronto')).toBeTruthy();
  });

  it('falls back to downtown Toronto and asks where to look when no place is given', async () => {
    show('/find', { [nearby()]: { body: empty } });

    expect(await screen.findByText('No services available at this location.')).toBeTruthy();
    expect(screen.getByText(/Where should we look\?/)).toBeTruthy();
  });

  it('writes the chosen category to the URL and enables its subcategories', async () => {
    const { router, requested } = show('/find?lat=43.6532&lng=-79.3832&zoom=13', {
      [nearby()]: { body: empty },
      [nearby('&cat=Dental')]: { body: empty },
    });
    expect(screen.getByRole('combobox', { name: 'Subcategory' }).hasAttribute('disabled')).toBe(
      true,
    );

    await choose('Category', 'Dental');

    expect(params(router)).toEqual({ lat: '43.6532', lng: '-79.3832', miles: '15', cat: 'Dental' });
    await waitFor(() => expect(requested()).toContain(nearby('&cat=Dental').slice(4)));
    expect(screen.getByRole('combobox', { name: 'Subcategory' }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it('applies the search text on Enter', async () => {
    const { router, requested } = show('/find?lat=43.6532&lng=-79.3832&zoom=13', {
      [nearby()]: { body: empty },
      [nearby('&search=spa')]: { body: empty },
    });

    await user.type(screen.getByRole('textbox', { name: 'Search Businesses' }), 'spa');
    expect(params(router).search).toBeUndefined();
    await user.keyboard('{Enter}');

    expect(params(router).search).toBe('spa');
    await waitFor(() => expect(requested()).toContain(nearby('&search=spa').slice(4)));
  });

  it('clears search, category and subcategory but keeps the place', async () => {
    const { router } = show(
      '/find?lat=43.6532&lng=-79.3832&zoom=13&search=smile&cat=Dental&subcategory=Orthodontics',
      {
        [nearby('&search=smile&cat=Dental&subcategory=Orthodontics')]: { body: empty },
        [nearby()]: { body: empty },
      },
    );

    await user.click(screen.getByRole('button', { name: 'Clear' }));

    expect(params(router)).toEqual({ lat: '43.6532', lng: '-79.3832', miles: '15' });
    expect(
      (screen.getByRole('textbox', { name: 'Search Businesses' }) as HTMLInputElement).value,
    ).toBe('');
  });

  it('puts an advertisement after the 5th company', async () => {
    show('/find?lat=43.6532&lng=-79.3832&zoom=13', {
      [nearby()]: { body: pageOf(nearbyCompanies(7)) },
    });

    const list = await screen.findByRole('list', { name: 'Businesses near you' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(8);
    expect(within(items[4]).getByText('Clinic 5')).toBeTruthy();
    expect(within(items[5]).getByText('Advertisement')).toBeTruthy();
    expect(
      within(items[5]).getByRole('link', { name: 'List your business' }).getAttribute('href'),
    ).toBe('/business-register');
    expect(within(items[6]).getByText('Clinic 6')).toBeTruthy();
    expect(screen.getAllByText('Advertisement')).toHaveLength(1);
    expect(await screen.findByText(/^7 markers/)).toBeTruthy();
  });

  it('highlights the card of a hovered marker and the marker of a hovered card', async () => {
    show('/find?lat=43.6532&lng=-79.3832&zoom=13', {
      [nearby()]: { body: pageOf(nearbyCompanies(3)) },
    });
    const card = (await screen.findByRole('link', { name: 'Clinic 2' })).closest(
      'li',
    ) as HTMLElement;
    expect(card.hasAttribute('data-active')).toBe(false);

    await user.click(await screen.findByRole('button', { name: 'Hover marker 2' }));
    expect(card.hasAttribute('data-active')).toBe(true);

    await user.hover(screen.getByRole('link', { name: 'Clinic 3' }));
    expect(screen.getByTestId('map').textContent).toContain('c3 highlighted');
  });

  it('searches the area the map shows only when asked, as a new history entry', async () => {
    const moved = 'GET /company?lat=43.7&lng=-79.4&miles=3.25&page=1&limit=10';
    const { router, requested } = show('/find?lat=43.6532&lng=-79.3832&zoom=13', {
      [nearby()]: { body: empty },
      [moved]: { body: empty },
    });
    expect(await screen.findByText(/a circle of 24140 m/)).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: 'Search this area' }));

    expect(params(router)).toEqual({ lat: '43.7', lng: '-79.4', miles: '3.25' });
    expect(router.state.historyAction).toBe('PUSH');
    await waitFor(() => expect(requested()).toContain(moved.slice(4)));
    expect(screen.getByText('Businesses within 3.3 miles of the map centre')).toBeTruthy();
  });

  it('searches as the map moves, by default: one history entry per move, the rest replace it', async () => {
    const moved = 'GET /company?lat=43.7&lng=-79.4&miles=3.25&page=1&limit=10';
    const still = 'GET /company?lat=43.71&lng=-79.41&miles=3&page=1&limit=10';
    const { router, requested } = show('/find?lat=43.6532&lng=-79.3832&miles=15', {
      [nearby()]: { body: empty },
      [moved]: { body: empty },
      [still]: { body: empty },
    });
    expect(await screen.findByText(/searching as it moves: true/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Search this area' }));
    await user.click(screen.getByRole('button', { name: 'Keep moving' }));

    expect(params(router)).toEqual({ lat: '43.71', lng: '-79.41', miles: '3' });
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(requested()).toContain(still.slice(4)));
    // Back returns to the search before the move, not to a step of it.
    await act(() => router.navigate(-1));
    expect(params(router)).toEqual({ lat: '43.6532', lng: '-79.3832', miles: '15' });
  });

  it('remembers turning "Search as I move the map" off', async () => {
    const first = show('/find?lat=43.6532&lng=-79.3832&miles=15', { [nearby()]: { body: empty } });
    await user.click(await screen.findByRole('button', { name: 'Toggle search as I move' }));
    expect(screen.getByText(/searching as it moves: false/)).toBeTruthy();
    first.unmount();

    show('/find?lat=43.6532&lng=-79.3832&miles=15', { [nearby()]: { body: empty } });
    expect(await screen.findByText(/searching as it moves: false/)).toBeTruthy();
  });

  it('keeps the area of a place from the home page through a category and Clear', async () => {
    const at = '/company?lat=43.6525&lng=-79.3839&miles=15';
    const { router, requested } = show(
      '/find?lat=43.6525&lng=-79.3839&miles=15',
      {
        [`GET ${at}&page=1&limit=10`]: { body: empty },
        [`GET ${at}&cat=Dental&page=1&limit=10`]: { body: empty },
      },
      { lat: 43.6525, lng: -79.3839, address: 'Toronto, ON, Canada' },
    );
    expect(
      await screen.findByText('Businesses within 15 miles of Toronto, ON, Canada'),
    ).toBeTruthy();

    await choose('Category', 'Dental');
    await waitFor(() => expect(requested()).toContain(`${at}&cat=Dental&page=1&limit=10`));
    expect(screen.getByText('Businesses within 15 miles of Toronto, ON, Canada')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(params(router)).toEqual({ lat: '43.6525', lng: '-79.3839', miles: '15' });
    expect(requested().every((path) => path.startsWith(at))).toBe(true);
  });

  it('keeps a radius the visitor chose when filtering', async () => {
    const at = '/company?lat=43.6532&lng=-79.3832&miles=4.5';
    const { router, requested } = show('/find?lat=43.6532&lng=-79.3832&miles=4.5', {
      [`GET ${at}&page=1&limit=10`]: { body: empty },
      [`GET ${at}&cat=Dental&page=1&limit=10`]: { body: empty },
    });

    await choose('Category', 'Dental');

    expect(params(router)).toEqual({
      lat: '43.6532',
      lng: '-79.3832',
      miles: '4.5',
      cat: 'Dental',
    });
    await waitFor(() => expect(requested()).toContain(`${at}&cat=Dental&page=1&limit=10`));
  });

  it('sorts by rating through the URL without changing the area or the filters', async () => {
    const at = '/company?lat=43.6532&lng=-79.3832&miles=4.5&cat=Dental';
    const { router, requested } = show('/find?lat=43.6532&lng=-79.3832&miles=4.5&cat=Dental', {
      [`GET ${at}&page=1&limit=10`]: { body: empty },
      [`GET ${at}&sort=rating&page=1&limit=10`]: { body: empty },
    });
    await screen.findByText('No services available at this location.');
    const distance = screen.getByRole('radio', { name: 'Distance' }) as HTMLInputElement;
    expect(distance.checked).toBe(true);

    await user.click(screen.getByRole('radio', { name: 'Rating' }));

    expect(params(router)).toEqual({
      lat: '43.6532',
      lng: '-79.3832',
      miles: '4.5',
      cat: 'Dental',
      sort: 'rating',
    });
    await waitFor(() => expect(requested()).toContain(`${at}&sort=rating&page=1&limit=10`));
    expect(screen.getByText('Businesses within 4.5 miles of the map centre')).toBeTruthy();

    // Distance is the default: it leaves the URL, and the map's circle never moved.
    await user.click(screen.getByRole('radio', { name: 'Distance' }));
    expect(params(router)).toEqual({
      lat: '43.6532',
      lng: '-79.3832',
      miles: '4.5',
      cat: 'Dental',
    });
    expect(requested().every((path) => path.startsWith(at))).toBe(true);
  });

  it('reads a shared link sorted by rating, and keeps the order when clearing the filters', async () => {
    const at = '/company?lat=43.6532&lng=-79.3832&miles=15';
    const { router, requested } = show('/find?lat=43.6532&lng=-79.3832&search=spa&sort=rating', {
      [`GET ${at}&search=spa&sort=rating&page=1&limit=10`]: { body: empty },
      [`GET ${at}&sort=rating&page=1&limit=10`]: { body: empty },
    });
    await screen.findByText('No services available at this location.');
    expect((screen.getByRole('radio', { name: 'Rating' }) as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Clear' }));

    expect(params(router)).toEqual({
      lat: '43.6532',
      lng: '-79.3832',
      miles: '15',
      sort: 'rating',
    });
    await waitFor(() => expect(requested()).toContain(`${at}&sort=rating&page=1&limit=10`));
  });

  it('shows the reason a search was refused', async () => {
    show('/find?lat=43.6532&lng=-79.3832&zoom=13', {
      [nearby()]: { status: 400, body: { errors: [{ msg: 'Invalid location' }] } },
    });

    expect(await screen.findByText('Invalid location')).toBeTruthy();
  });

  it('reads in French: the search, the filters, the count, the cards, the advertisement and the pages', async () => {
    await readIn('fr');
    const at = '/company?lat=43.6532&lng=-79.3832&miles=4.5';
    show('/find?lat=43.6532&lng=-79.3832&miles=4.5', {
      [`GET ${at}&page=1&limit=10`]: { body: pageOf(nearbyCompanies(7), 12) },
    });

    expect(await screen.findByText('12 entreprises')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Trouver un rendez-vous' })).toBeTruthy();
    expect(
      // The matcher reads a no-break space as a space; the card's distance below checks it.
      screen.getByText('Entreprises dans un rayon de 4,5 milles du centre de la carte'),
    ).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Rechercher des entreprises' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Demain' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Matin' })).toBeTruthy();
    expect(screen.getByText('Trier par')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Filtres' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Entreprises près de vous' });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0]).getByText('0,4 mi').textContent).toBe('0,4\u00a0mi');
    expect(within(items[0]).getByRole('link', { name: 'Ouvrir Clinic 1' })).toBeTruthy();
    expect(within(items[0]).getByText('Aucun avis pour l’instant')).toBeTruthy();
    expect(within(items[5]).getByText('Publicité')).toBeTruthy();
    expect(within(items[5]).getByRole('link', { name: 'Inscrire mon entreprise' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page suivante' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeTruthy();
  });

  describe('by time (decision 062)', () => {
    // Thursday 26 November 2026 on the visitor's clock (UTC in tests).
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-26T15:00:00Z'));
    });
    afterEach(() => vi.useRealTimers());
    const at = '/company?lat=43.6532&lng=-79.3832&miles=4.5&cat=Dental';

    it('filters by Tomorrow, Morning and Books online through the URL, keeping the area', async () => {
      const { router, requested } = show('/find?lat=43.6532&lng=-79.3832&miles=4.5&cat=Dental', {
        [`GET ${at}&page=1&limit=10`]: { body: empty },
        [`GET ${at}&available_on=2026-11-27&page=1&limit=10`]: { body: empty },
        [`GET ${at}&available_on=2026-11-27&period=morning&page=1&limit=10`]: { body: empty },
        [`GET ${at}&available_on=2026-11-27&period=morning&online=true&page=1&limit=10`]: {
          body: pageOf(nearbyCompanies(2)),
        },
      });
      await screen.findByText('No services available at this location.');
      expect((screen.getByRole('radio', { name: 'Any day' }) as HTMLInputElement).checked).toBe(
        true,
      );

      await user.click(screen.getByRole('radio', { name: 'Tomorrow' }));
      await user.click(screen.getByRole('radio', { name: 'Morning' }));
      await user.click(screen.getByRole('switch', { name: 'Books online' }));

      expect(params(router)).toEqual({
        lat: '43.6532',
        lng: '-79.3832',
        miles: '4.5',
        cat: 'Dental',
        available_on: '2026-11-27',
        period: 'morning',
        online: 'true',
      });
      expect(await screen.findByRole('link', { name: 'Clinic 2' })).toBeTruthy();
      expect(requested()).toContain(
        `${at}&available_on=2026-11-27&period=morning&online=true&page=1&limit=10`,
      );
      expect(requested().every((path) => path.startsWith(at))).toBe(true);
      expect(screen.getByText('Businesses within 4.5 miles of the map centre')).toBeTruthy();
      expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe('2026-11-27');
    });

    it('reads a shared link with a date, a part of day, online and the soonest first', async () => {
      const query = 'available_on=2026-12-03&period=evening&online=true&sort=soonest';
      const { requested } = show(`/find?lat=43.6532&lng=-79.3832&miles=4.5&cat=Dental&${query}`, {
        [`GET ${at}&${query}&page=1&limit=10`]: { body: empty },
      });
      await screen.findByText('No open times on Dec 3 in the evening');
      expect(requested()).toEqual([`${at}&${query}&page=1&limit=10`]);
      const checked = (name: string) =>
        (screen.getByRole('radio', { name }) as HTMLInputElement).checked;
      expect([checked('Any day'), checked('Today'), checked('Tomorrow')]).toEqual([
        false,
        false,
        false,
      ]);
      expect(checked('Evening')).toBe(true);
      expect(checked('Soonest')).toBe(true);
      expect(
        (screen.getByRole('switch', { name: 'Books online' }) as HTMLInputElement).checked,
      ).toBe(true);
      expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe('2026-12-03');
    });

    it('takes a date from the date field and goes back to any day', async () => {
      const { router } = show('/find?lat=43.6532&lng=-79.3832&miles=4.5&cat=Dental', {
        [`GET ${at}&page=1&limit=10`]: { body: empty },
        [`GET ${at}&available_on=2026-12-10&page=1&limit=10`]: { body: empty },
      });
      const date = screen.getByLabelText('Date') as HTMLInputElement;
      expect(date.min).toBe('2026-11-26');
      expect(date.max).toBe('2027-02-24');
      fireEvent.change(date, { target: { value: '2026-12-10' } });
      expect(params(router).available_on).toBe('2026-12-10');
      expect(await screen.findByText('No open times on Dec 10')).toBeTruthy();

      await user.click(screen.getByRole('radio', { name: 'Any day' }));
      expect(params(router).available_on).toBeUndefined();
    });

    it('says no time is open, and what to try, when nothing matches', async () => {
      show(
        '/find?lat=43.6532&lng=-79.3832&miles=4.5&cat=Dental&available_on=2026-11-27&period=morning',
        {
          [`GET ${at}&available_on=2026-11-27&period=morning&page=1&limit=10`]: { body: empty },
        },
      );
      expect(await screen.findByText('No open times tomorrow morning')).toBeTruthy();
      expect(screen.getByText(/Try another day/)).toBeTruthy();
    });

    it('says no time is open in French, the day and part of day as French says them', async () => {
      await readIn('fr');
      show(
        '/find?lat=43.6532&lng=-79.3832&miles=4.5&cat=Dental&available_on=2026-11-27&period=morning',
        {
          [`GET ${at}&available_on=2026-11-27&period=morning&page=1&limit=10`]: { body: empty },
        },
      );
      expect(await screen.findByText('Aucune plage horaire libre demain matin')).toBeTruthy();
      expect(screen.getByText(/Essayez un autre jour/)).toBeTruthy();
      // The category is chosen by its stored name and shown by its French one.
      expect(screen.getByDisplayValue('Dentaire')).toBeTruthy();
    });

    it('drops a day gone by from an old link instead of sending it', async () => {
      const { router, requested } = show(
        '/find?lat=43.6532&lng=-79.3832&miles=4.5&cat=Dental&available_on=2026-11-01',
        {
          [`GET ${at}&page=1&limit=10`]: { body: empty },
          [`GET ${at}&sort=soonest&page=1&limit=10`]: { body: empty },
        },
      );
      await screen.findByText('No services available at this location.');
      expect(requested()).toEqual([`${at}&page=1&limit=10`]);

      await user.click(screen.getByRole('radio', { name: 'Soonest' }));
      expect(params(router)).toEqual({
        lat: '43.6532',
        lng: '-79.3832',
        miles: '4.5',
        cat: 'Dental',
        sort: 'soonest',
      });
    });

    it('opens the time filters from one button on a phone, saying how many are set', async () => {
      const { router } = show(
        '/find?lat=43.6532&lng=-79.3832&miles=4.5&cat=Dental&available_on=2026-11-26&online=true',
        {
          [`GET ${at}&available_on=2026-11-26&online=true&page=1&limit=10`]: { body: empty },
          [`GET ${at}&available_on=2026-11-26&period=evening&online=true&page=1&limit=10`]: {
            body: empty,
          },
        },
      );
      await user.click(screen.getByRole('button', { name: 'Filters · 2' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'When to book' }));
      expect((dialog.getByRole('radio', { name: 'Today' }) as HTMLInputElement).checked).toBe(true);

      await user.click(dialog.getByRole('radio', { name: 'Evening' }));
      expect(params(router).period).toBe('evening');
      expect(screen.getByRole('button', { name: 'Filters · 3' })).toBeTruthy();

      await user.click(dialog.getByRole('button', { name: 'Show businesses' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
  });
});
