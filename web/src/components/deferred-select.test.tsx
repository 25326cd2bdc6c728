import { MantineProvider, Select } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeferredSelect } from './deferred-select.tsx';

const data = ['Dental', 'Medical', 'Massage'];

/** The markup without the generated ids, to compare two renderings. */
function markup(ui: React.ReactElement) {
  const view = render(<MantineProvider>{ui}</MantineProvider>);
  const html = view.container.innerHTML.replace(/mantine-[a-z0-9]{9}/g, 'ID');
  view.unmount();
  return html;
}

function show(value: string | null = null) {
  const onChange = vi.fn();
  render(
    <MantineProvider>
      <DeferredSelect
        label="Category"
        placeholder="All categories"
        data={data}
        value={value}
        clearable
        onChange={onChange}
      />
    </MantineProvider>,
  );
  return { onChange, box: () => screen.getByRole('combobox', { name: 'Category' }) };
}

describe('DeferredSelect', () => {
  it.each([
    ['empty', null, false],
    ['with a value and its clear button', 'Dental', false],
    ['disabled', null, true],
  ])('draws what Mantine’s Select draws before it has loaded: %s', (_, value, disabled) => {
    const props = { label: 'Category', placeholder: 'All', data, value, disabled, clearable: true };
    expect(markup(<DeferredSelect {...props} onChange={() => {}} />)).toBe(
      markup(<Select {...props} searchable />),
    );
  });

  it('draws what a Select without search draws: a box that only opens its list', () => {
    const props = { label: 'Category', data, value: 'Medical', searchable: false };
    expect(markup(<DeferredSelect {...props} onChange={() => {}} />)).toBe(
      markup(<Select {...props} />),
    );
  });

  it('loads on focus, keeps the focus and opens the list; a pick reaches the parent', async () => {
    const { onChange, box } = show();
    const plain = box();
    const user = userEvent.setup();

    await user.click(plain);

    await waitFor(() => expect(box()).not.toBe(plain));
    expect(document.activeElement).toBe(box());
    // The open list is named on the box, as when Select was there from the start.
    await waitFor(() => expect(box().getAttribute('aria-expanded')).toBe('true'));
    const list = document.getElementById(box().getAttribute('aria-controls') ?? '');
    expect(list?.getAttribute('role')).toBe('listbox');
    await user.click(await screen.findByRole('option', { name: 'Medical', hidden: true }));
    expect(onChange).toHaveBeenCalledWith('Medical', expect.anything());
  });

  it('searches for what was typed before it loaded', async () => {
    const { box } = show();
    const plain = box() as HTMLInputElement;

    act(() => {
      plain.focus();
      fireEvent.change(plain, { target: { value: 'Mas' } });
    });

    await waitFor(() => expect(box()).not.toBe(plain));
    expect((box() as HTMLInputElement).value).toBe('Mas');
    expect(await screen.findByRole('option', { name: 'Massage', hidden: true })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Dental', hidden: true })).toBeNull();
  });

  it('does again the list keys pressed before it loaded: ArrowDown then Enter picks', async () => {
    const { onChange, box } = show();
    const plain = box() as HTMLInputElement;

    act(() => {
      plain.focus();
      fireEvent.change(plain, { target: { value: 'Me' } });
      fireEvent.keyDown(plain, { key: 'ArrowDown', code: 'ArrowDown' });
      fireEvent.keyDown(plain, { key: 'Enter', code: 'Enter' });
    });

    await waitFor(() => expect(onChange).toHaveBeenCalledWith('Medical', expect.anything()));
    expect(document.activeElement).toBe(box());
  });

  it('clears the value with its clear button before it has loaded', async () => {
    const { onChange, box } = show('Dental');
    expect((box() as HTMLInputElement).value).toBe('Dental');

    await userEvent.click(
      box().closest('.mantine-Select-root')?.querySelector('button') as HTMLButtonElement,
    );

    expect(onChange).toHaveBeenCalledWith(null);
  });
});
