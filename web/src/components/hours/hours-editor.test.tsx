import { defaultStoreHours, type StoreHours } from '@slotmap/domain/hours';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { readIn } from '../../test/language.ts';
import { renderElement } from '../../test/render.tsx';
import { HoursEditor } from './hours-editor.tsx';
import { endTimeOptions, withStart } from './time-options.ts';

let latest: StoreHours = defaultStoreHours();

function Harness() {
  const [hours, setHours] = useState(defaultStoreHours());
  latest = hours;
  return <HoursEditor value={hours} onChange={setHours} />;
}

describe('hours', () => {
  it('lists only closing times later than the opening time', () => {
    const labels = endTimeOptions(1020).map((o) => o.label);
    expect(labels[0]).toBe('5:30 PM');
    expect(labels.at(-1)).toBe('12:00 AM (midnight)');
    expect(endTimeOptions(1020).every((o) => Number(o.value) > 1020)).toBe(true);
  });

  it('moves the closing time past a later opening time', () => {
    expect(withStart({ open: true, start_time: 540, end_time: 1020 }, 1080)).toEqual({
      open: true,
      start_time: 1080,
      end_time: 1110,
    });
    expect(withStart({ open: true, start_time: 540, end_time: 1020 }, 600).end_time).toBe(1020);
  });

  it('opens every day 9:00 AM to 5:00 PM, and the closing list starts after the opening', async () => {
    renderElement(<Harness />);
    const user = userEvent.setup();

    expect(
      (screen.getByRole('combobox', { name: 'Monday opening time' }) as HTMLInputElement).value,
    ).toBe('9:00 AM');
    expect(
      (screen.getByRole('combobox', { name: 'Monday closing time' }) as HTMLInputElement).value,
    ).toBe('5:00 PM');

    await user.click(screen.getByRole('combobox', { name: 'Monday closing time' }));
    const list = await screen.findByRole('listbox', { name: 'Monday closing time', hidden: true });
    const options = within(list).getAllByRole('option', { hidden: true });
    expect(options[0].textContent).toBe('9:30 AM');
    expect(within(list).queryByText('9:00 AM')).toBeNull();
  });

  it('hides the time selects of a closed day', async () => {
    renderElement(<Harness />);

    await userEvent.click(screen.getByRole('switch', { name: /Sunday/ }));

    expect(screen.queryByRole('combobox', { name: 'Sunday opening time' })).toBeNull();
    expect(latest.Sunday.open).toBe(false);
  });

  it('names the days and writes the times in 24 hours in French', async () => {
    await readIn('fr');
    renderElement(<Harness />);
    const user = userEvent.setup();

    expect(screen.getByRole('switch', { name: /^Lundi/ })).toBeTruthy();
    expect(screen.getAllByText('Ouvert')).toHaveLength(7);
    expect(screen.getByText('Les heures sont celles de l’adresse de l’entreprise.')).toBeTruthy();
    expect(
      (screen.getByRole('combobox', { name: 'Heure d’ouverture du lundi' }) as HTMLInputElement)
        .value,
    ).toBe('9\u00a0h\u00a000');
    expect(
      (screen.getByRole('combobox', { name: 'Heure de fermeture du lundi' }) as HTMLInputElement)
        .value,
    ).toBe('17\u00a0h\u00a000');

    await user.click(screen.getByRole('combobox', { name: 'Heure de fermeture du lundi' }));
    const list = await screen.findByRole('listbox', {
      name: 'Heure de fermeture du lundi',
      hidden: true,
    });
    const options = within(list).getAllByRole('option', { hidden: true });
    expect(options[0].textContent).toBe('9\u00a0h\u00a030');
    expect(options.at(-1)?.textContent).toBe('24\u00a0h\u00a000');

    await user.click(screen.getByRole('switch', { name: /^Dimanche/ }));
    expect(screen.getAllByText('Fermé')).toHaveLength(1);
  });
});
