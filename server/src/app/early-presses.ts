import { createHash } from 'node:crypto';

/**
 * What holds the buttons pressed on a drawn page before its code has come (decision 075), inline
 * in the page's head: it listens before any button is on screen, where a script of its own would
 * first have to arrive (a button pressed meanwhile did nothing). The app takes the presses from
 * `window.slotmapEarlyClicks` and presses the buttons again once the page is live
 * (web/src/lib/early-clicks.ts). Links are left alone: they go where they lead, as drawn.
 */
export const HOLD_PRESSES_SCRIPT = `(() => {
  const held = [];
  window.slotmapEarlyClicks = held;
  const hold = (event) => {
    if (window.slotmapEarlyClicks !== held) {
      document.removeEventListener('click', hold, true);
      return;
    }
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest('button, [role="button"]');
    if (!button?.closest('#root')) return;
    event.preventDefault();
    event.stopPropagation();
    if (!held.includes(button)) held.push(button);
  };
  document.addEventListener('click', hold, true);
})();`;

/** The Content Security Policy's source for that script, and for no other inline one. */
export const HOLD_PRESSES_SOURCE = `'sha256-${createHash('sha256').update(HOLD_PRESSES_SCRIPT).digest('base64')}'`;
