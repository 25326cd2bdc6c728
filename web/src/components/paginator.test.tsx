import { Group, Pagination } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { markup } from '../test/markup.ts';
import { renderElement } from '../test/render.tsx';
import { pageList } from './page-list.ts';
import { Paginator } from './paginator.tsx';

function show(page: number, total: number, onChange = vi.fn()) {
  renderElement(<Paginator page={page} total={total} onChange={onChange} />);
  return onChange;
}

/** Mantine's own Pagination, with the page list and names the Paginator gives it. */
function MantinePaginator({ page, pages }: { page: number; pages: number }) {
  return (
    <Pagination.Root total={pages} value={page} onChange={() => {}}>
      <Group gap={6} justify="center" component="nav" aria-label="Pages">
        <Pagination.Previous aria-label="Previous page" />
        {pageList(page, pages).map((item, i) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap's position is its key
            <Pagination.Dots key={`gap-${i}`} />
          ) : (
            <Pagination.Control
              key={item}
              active={item === page}
              aria-current={item === page ? 'page' : undefined}
              aria-label={`Page ${item}`}
            >
              {item}
            </Pagination.Control>
          ),
        )}
        <Pagination.Next aria-label="Next page" />
      </Group>
    </Pagination.Root>
  );
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

  it('goes back a page, and offers no page past either end', async () => {
    const onChange = show(3, 30);
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onChange.mock.calls).toEqual([[2]]);
    expect(screen.getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(true);
  });

  it.each([
    ['the first of three', 1, 3],
    ['the fourth of twenty, with a gap', 4, 20],
    ['the tenth of twenty, gaps at both sides', 10, 20],
    ['the last of twenty', 20, 20],
  ])('draws what Mantine’s Pagination draws: %s', (_, page, pages) => {
    expect(markup(<Paginator page={page} total={pages * 10} onChange={() => {}} />)).toBe(
      markup(<MantinePaginator page={page} pages={pages} />),
    );
  });
});
