import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { keepEarlyInput, useEarlyInput } from './early-input.ts';

function Search() {
  const [search, setSearch] = useEarlyInput('search', '');
  return (
    <label>
      Search
      <input name="search" value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
      <output>{search ? `Looking for ${search}` : 'Everything'}</output>
    </label>
  );
}

/** The server's page, with `typed` typed into its field before the page's code arrived. */
function servedPage(typed: string) {
  const root = document.createElement('div');
  root.innerHTML = renderToString(<Search />);
  document.body.append(root);
  const field = root.querySelector('input') as HTMLInputElement;
  field.value = typed;
  return root;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('words typed before a server-drawn page comes to life', () => {
  it('are kept when the page hydrates', async () => {
    const root = servedPage('Maple');
    keepEarlyInput(root, true);
    const input = root.querySelector('input');
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(root, <Search />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    // Hydrated where it was: the same field, no mismatch that would draw it again.
    expect(mismatches).toEqual([]);
    expect(root.querySelector('input')).toBe(input);
    expect(root.querySelector('input')?.value).toBe('Maple');
    expect(root.querySelector('output')?.textContent).toBe('Looking for Maple');
  });

  it('are kept when the page is drawn afresh, even typed after the code started', async () => {
    const root = servedPage('Map');
    keepEarlyInput(root, false);
    const served = root.querySelector('input') as HTMLInputElement;
    served.value = 'Maple';
    await act(async () => {
      createRoot(root).render(<Search />);
    });
    const field = root.querySelector('input') as HTMLInputElement;
    expect(field).not.toBe(served);
    expect(field.value).toBe('Maple');
  });

  it('are read once: the next visit to the page starts empty', async () => {
    const root = servedPage('Maple');
    keepEarlyInput(root, false);
    const app = createRoot(root);
    await act(async () => app.render(<Search />));
    await act(async () => app.render(<p>Another page</p>));
    await act(async () => app.render(<Search />));
    expect(root.querySelector('input')?.value).toBe('');
  });

  it('leave a field nobody typed into as the server drew it', async () => {
    const root = servedPage('');
    keepEarlyInput(root, true);
    await act(async () => {
      hydrateRoot(root, <Search />);
    });
    expect(root.querySelector('output')?.textContent).toBe('Everything');
  });
});
