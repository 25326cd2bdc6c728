import type { CompanyView } from '@slotmap/domain/company-view';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import { renderElement, stubApi } from '../../../test/render.tsx';
import { harbourClinic } from '../businesses.fixture.ts';
import { BusinessSwitcher } from './business-switcher.tsx';

const clinic = (i: number): CompanyView => ({
  ...harbourClinic,
  _id: `c${i}`,
  name: `Clinic ${i}`,
});
const pageOf = (items: CompanyView[], total: number) => ({ items, total, page: 1, limit: 50 });
const options = (search: string) => `GET /company/business?limit=50&page=1&search=${search}`;

describe('BusinessSwitcher', () => {
  it('lists the first 50 and searches the rest on the server', async () => {
    const first50 = Array.from({ length: 50 }, (_, i) => clinic(i));
    const api = stubApi({
      [options('')]: { body: pageOf(first50, 72) },
      [options('Clinic+71')]: { body: pageOf([clinic(71)], 1) },
    });
    vi.stubGlobal('fetch', api.fetchStub);
    setToken('t1');
    const onSwitch = vi.fn();
    renderElement(<BusinessSwitcher current={first50[0]} onSwitch={onSwitch} />);
    // Mantine's Select takes the plain box's place once the box is first pressed.
    const box = () => screen.getByRole('combobox', { name: 'Business' });
    await waitFor(() => expect(box().hasAttribute('disabled')).toBe(false));
    expect((box() as HTMLInputElement).value).toBe('Clinic 0');

    await userEvent.click(box());
    expect(await screen.findByRole('option', { name: 'Clinic 49', hidden: true })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Clinic 71', hidden: true })).toBeNull();

    await userEvent.clear(box());
    await userEvent.type(box(), 'Clinic 71');
    await userEvent.click(await screen.findByRole('option', { name: 'Clinic 71', hidden: true }));

    expect(onSwitch).toHaveBeenCalledWith('c71');
    expect(api.calls.map((c) => c.path)).toContain(options('Clinic+71').slice(4));
  });

  it('opens a short list without a search box, and switches on a pick', async () => {
    const three = [clinic(1), clinic(2), clinic(3)];
    vi.stubGlobal('fetch', stubApi({ [options('')]: { body: pageOf(three, 3) } }).fetchStub);
    setToken('t1');
    const onSwitch = vi.fn();
    renderElement(<BusinessSwitcher current={three[0]} onSwitch={onSwitch} />);
    const box = () => screen.getByRole('combobox', { name: 'Business' }) as HTMLInputElement;
    await waitFor(() => expect(box().hasAttribute('disabled')).toBe(false));
    // Nothing to type into, before Select has loaded and after.
    expect(box().readOnly).toBe(true);

    await userEvent.click(box());
    await userEvent.click(await screen.findByRole('option', { name: 'Clinic 3', hidden: true }));

    expect(box().readOnly).toBe(true);
    expect(onSwitch).toHaveBeenCalledWith('c3');
  });
});
