import type { Place } from '@slotmap/domain/places';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { queenStreetPlace } from '../test/fixtures.ts';
import { screenMatches } from '../test/media.ts';
import { keepEarlyInput } from '../lib/early-input.ts';
import { renderElement, stubApi } from '../test/render.tsx';
import { AddressSearch } from './address-search.tsx';

const toronto = queenStreetPlace;
const tofino: Place = { ...toronto, id: 'p2', label: 'Tofino, BC, Canada', city: 'Tofino' };

function show(answers: Parameters<typeof stubApi>[0]) {
  const api = stubApi(answers);
  vi.stubGlobal('fetch', api.fetchStub);
  const onPick = vi.fn();
  renderElement(
    <AddressSearch label="Address" placeholder="Start typing an address" onPick={onPick} />,
  );
  return { ...api, onPick };
}

function screenWidthIsPhone(phone: boolean) {
  screenMatches((query) => phone && query.includes('max-width'));
}

describe('AddressSearch', () => {
  it('keeps what was typed into the server’s box before the code came, and tells the parent', async () => {
    const served = document.createElement('div');
    served.innerHTML = '<input name="where" value="">';
    document.body.append(served);
    (served.querySelector('input') as HTMLInputElement).value = 'Tof';
    keepEarlyInput(served, false);
    served.remove();
    const api = stubApi({ 'GET /places/search?q=Tof': { body: [tofino] } });
    vi.stubGlobal('fetch', api.fetchStub);
    const onInputChange = vi.fn();
    renderElement(
      <AddressSearch
        name="where"
        label="Where are you?"
        placeholder="City"
        onPick={vi.fn()}
        onInputChange={onInputChange}
      />,
    );

    const box = screen.getByLabelText('Where are you?') as HTMLInputElement;
    await waitFor(() => expect(box.value).toBe('Tof'));
    expect(box.name).toBe('where');
    expect(onInputChange).toHaveBeenCalledWith('Tof');
    await userEvent.click(box);
    expect(await screen.findByText(tofino.label)).toBeTruthy();
  });

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
      'GET /places/search?q=To': { body: [toronto, tofino] },
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
    const { onPick } = show({ 'GET /places/search?q=Tor': { body: [toronto] } });
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Address'), 'Tor');
    await user.click(await screen.findByText(toronto.label));

    expect(onPick).toHaveBeenCalledWith(toronto);
  });

  it('keeps the text, focus and caret when the suggestions take over the box', async () => {
    show({ 'GET /places/search?q=Tor': { body: [toronto] } });
    const plain = screen.getByLabelText('Address') as HTMLInputElement;

    // Focus and typing before the suggestion code has arrived: it only loads on the focus.
    act(() => {
      plain.focus();
      fireEvent.change(plain, { target: { value: 'Tor' } });
      plain.setSelectionRange(1, 1);
      fireEvent.select(plain);
    });
    expect(plain.getAttribute('aria-haspopup')).toBeNull();

    await waitFor(() =>
      expect(screen.getByLabelText('Address').getAttribute('aria-haspopup')).toBe('listbox'),
    );
    const box = screen.getByLabelText('Address') as HTMLInputElement;
    expect(box).not.toBe(plain);
    expect(box.value).toBe('Tor');
    expect(document.activeElement).toBe(box);
    expect(box.selectionStart).toBe(1);
    expect(await screen.findByText(toronto.label)).toBeTruthy();
    // The box names its list, as when the combobox was there from the start.
    await waitFor(() =>
      expect(document.getElementById(box.getAttribute('aria-controls') ?? '')).toBeTruthy(),
    );
  });

  it('loads its suggestions when typed into after a focus its code did not hear', async () => {
    // On a drawn page a focus before the code came is not heard; typing after it must still
    // bring the list.
    show({ 'GET /places/search?q=Tor': { body: [toronto] } });
    const plain = screen.getByLabelText('Address') as HTMLInputElement;
    fireEvent.change(plain, { target: { value: 'Tor' } });

    await waitFor(() =>
      expect(screen.getByLabelText('Address').getAttribute('aria-haspopup')).toBe('listbox'),
    );
    expect((screen.getByLabelText('Address') as HTMLInputElement).value).toBe('Tor');
  });

  it("says 'No results found' for an empty answer", async () => {
    const { onPick } = show({ 'GET /places/search?q=zz': { body: [] } });

    await userEvent.type(screen.getByLabelText('Address'), 'zz');

    expect(await screen.findByText('No results found')).toBeTruthy();
    await waitFor(() => expect(onPick).not.toHaveBeenCalled());
  });
});
