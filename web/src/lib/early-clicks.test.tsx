import { act } from '@testing-library/react';
import { useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { keepEarlyClicks, useReplayEarlyClicks } from './early-clicks.ts';

const presses: string[] = [];

function Page({ ready = true }: { ready?: boolean }) {
  const [claimed, setClaimed] = useState(false);
  useReplayEarlyClicks(ready);
  return (
    <div>
      <button type="button" onClick={() => presses.push('share')}>
        Share
      </button>
      <button type="button" aria-label="Claim Harbour Physio" onClick={() => setClaimed(true)}>
        Claim
      </button>
      <button type="button" aria-disabled="true" onClick={() => presses.push('disabled')}>
        Pending
      </button>
      <output>{claimed ? 'Claim Registered' : 'Unclaimed'}</output>
    </div>
  );
}

/** The server's page, with `pressed` (button texts) pressed before its code came (boot.js). */
function servedPage(...pressed: string[]) {
  const root = document.createElement('div');
  root.innerHTML = renderToString(<Page />);
  document.body.append(root);
  const buttons = [...root.querySelectorAll('button')];
  window.slotmapEarlyClicks = pressed.map(
    (text) => buttons.find((b) => b.textContent === text) as Element,
  );
  return root;
}

afterEach(() => {
  document.body.innerHTML = '';
  presses.length = 0;
  window.slotmapEarlyClicks = undefined;
});

describe('buttons pressed before a server-drawn page comes to life', () => {
  it('are pressed again once the page is hydrated, each once', async () => {
    const root = servedPage('Claim', 'Share');
    keepEarlyClicks(root);
    // The boot script stops holding presses once the app has taken them.
    expect(window.slotmapEarlyClicks).toBeNull();
    await act(async () => {
      hydrateRoot(root, <Page />);
    });
    expect(root.querySelector('output')?.textContent).toBe('Claim Registered');
    expect(presses).toEqual(['share']);
  });

  it('wait until the page is ready (its session known)', async () => {
    const root = servedPage('Share');
    keepEarlyClicks(root);
    let app: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      app = hydrateRoot(root, <Page ready={false} />);
    });
    expect(presses).toEqual([]);
    await act(async () => app?.render(<Page ready />));
    await act(async () => app?.render(<Page ready={false} />));
    await act(async () => app?.render(<Page ready />));
    expect(presses).toEqual(['share']);
  });

  it('press the same button where the page is drawn afresh', async () => {
    const root = servedPage('Claim');
    const served = root.querySelector('[aria-label="Claim Harbour Physio"]');
    keepEarlyClicks(root);
    await act(async () => {
      createRoot(root).render(<Page />);
    });
    expect(root.querySelector('[aria-label="Claim Harbour Physio"]')).not.toBe(served);
    expect(root.querySelector('output')?.textContent).toBe('Claim Registered');
  });

  it('leave a button disabled by then unpressed', async () => {
    const root = servedPage('Pending');
    keepEarlyClicks(root);
    await act(async () => {
      hydrateRoot(root, <Page />);
    });
    expect(presses).toEqual([]);
    expect(root.querySelector('output')?.textContent).toBe('Unclaimed');
  });
});
