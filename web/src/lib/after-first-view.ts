import { startTransition, useEffect, useState } from 'react';
import { useHydrating } from './render-clock.tsx';

/** Runs `run` when the browser has nothing else to do; returns how to call it off. */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1);
  return () => window.clearTimeout(id);
}

/**
 * False until the page's first view is done: on a page the server drew, until it has loaded,
 * hydrated and the browser is idle; on a page reached by a link, true at once. What waits on it
 * (the map of /find) is never drawn on the server, and costs the first view nothing (decision 065).
 */
export function useAfterFirstView(): boolean {
  const hydrating = useHydrating();
  const [ready, setReady] = useState(() => !hydrating && document.readyState === 'complete');
  useEffect(() => {
    if (ready) return;
    let cancelIdle = () => {};
    const onLoad = () => {
      cancelIdle = whenIdle(() => startTransition(() => setReady(true)));
    };
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
    return () => {
      window.removeEventListener('load', onLoad);
      cancelIdle();
    };
  }, [ready]);
  return ready;
}
