import { useEffect } from 'react';

// Buttons pressed on a server-drawn page before its code has taken the page over (decision 075).
// Nothing answers such a press: the page's code comes after its first paint (decision 074). A
// script inline in the page's head (server/src/app/early-presses.ts) holds each button pressed
// meanwhile, once, in `window.slotmapEarlyClicks`, and keeps the browser from acting on it (a
// form's button would send the form to the server). The app takes the list as it starts, and
// presses the buttons again once the page is live and knows who is signed in, so a press means
// what it would have meant then.

declare global {
  interface Window {
    /** Buttons pressed before the app started; null once it has taken them. */
    slotmapEarlyClicks?: Element[] | null;
  }
}

const PRESSABLE = 'button, [role="button"]';

/** A button pressed early, and how to find it again on a page drawn afresh. */
interface HeldPress {
  button: Element;
  name: string;
  /** Its place among the page's buttons of the same name. */
  index: number;
}

let held: HeldPress[] = [];
let page: ParentNode | null = null;

function nameOf(button: Element): string {
  return button.getAttribute('aria-label') ?? button.textContent?.trim() ?? '';
}

function alike(root: ParentNode, name: string): Element[] {
  return [...root.querySelectorAll(PRESSABLE)].filter((button) => nameOf(button) === name);
}

/**
 * Takes the buttons pressed on the server's page `root` before the app started, and stops the
 * page's script from holding more: from here on React answers presses (during hydration too).
 */
export function keepEarlyClicks(root: ParentNode) {
  const pressed = window.slotmapEarlyClicks ?? [];
  window.slotmapEarlyClicks = null;
  page = root;
  held = pressed.map((button) => {
    const name = nameOf(button);
    return { button, name, index: alike(root, name).indexOf(button) };
  });
}

/** The held button itself where the page was hydrated, its counterpart where it was drawn afresh. */
function find(root: ParentNode, { button, name, index }: HeldPress): HTMLElement | undefined {
  const now = button.isConnected ? button : alike(root, name)[index];
  return now instanceof HTMLElement ? now : undefined;
}

/**
 * Presses the held buttons again once `ready`: the page is on screen and knows its session. A
 * button gone or disabled meanwhile is not pressed.
 */
export function useReplayEarlyClicks(ready: boolean) {
  useEffect(() => {
    if (!ready || page === null || held.length === 0) return;
    const presses = held;
    held = [];
    for (const press of presses) {
      const button = find(page, press);
      if (button && !button.matches(':disabled, [aria-disabled="true"]')) button.click();
    }
  }, [ready]);
}
