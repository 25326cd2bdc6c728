import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderElement } from '../test/render.tsx';
import { Paginator } from './paginator.tsx';

function show(page: number, total: number, onChange = vi.fn()) {
  renderElement(<Paginator page={page} total={total} onChange={onChange} />);
  return onChange;
}

describe('Paginator', () => {
  it('is hidden while one page holds every item', () => {
    show(1, 10);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('shows the page list and reports the chosen page', async () => {
    const onChange = show(1, 200);
    expect(screen.getByRole('button', { name: 'Page 20' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Page 10' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe(
      'page',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));

    expect(onChange.mock.calls).toEqual([[3], [2]]);
  });
});
