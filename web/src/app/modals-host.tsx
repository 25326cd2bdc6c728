import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';

/** The window events behind Mantine's `modals.*` calls (@mantine/modals events.ts). */
const MODAL_EVENTS = [
  'openModal',
  'openConfirmModal',
  'openContextModal',
  'closeModal',
  'closeContextModal',
  'closeAllModals',
  'updateModal',
  'updateContextModal',
].map((name) => `mantine-modals:${name}`);

const ModalsRoot = lazy(async () => ({ default: (await import('./modals-root.tsx')).ModalsRoot }));

/**
 * Pages open confirmations with `modals.openConfirmModal(…)`, which only sends a window event.
 * The provider that draws them (Modal, focus trap, scroll lock, transitions) loads the first
 * time such an event is sent, not with every page; the events sent while it loads are held and
 * sent again, in order, once it listens.
 */
export function ModalsHost() {
  const held = useRef<CustomEvent[]>([]);
  const listening = useRef(false);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const hold = (event: Event) => {
      if (listening.current) return;
      held.current.push(event as CustomEvent);
      setWanted(true);
    };
    for (const type of MODAL_EVENTS) window.addEventListener(type, hold);
    return () => {
      for (const type of MODAL_EVENTS) window.removeEventListener(type, hold);
    };
  }, []);

  const replay = useCallback(() => {
    listening.current = true;
    for (const { type, detail } of held.current.splice(0)) {
      window.dispatchEvent(new CustomEvent(type, { detail }));
    }
  }, []);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ModalsRoot onReady={replay} />
    </Suspense>
  );
}
