/** Where toasts go (decision 040): top right as the spec says, top and full width on a phone. */
export type ToastPosition = 'top-right' | 'top-center' | 'bottom-right' | 'bottom-center';

/** Phones: the width below which toasts take the full width and stack into one card. */
export const NARROW_TOASTS = '(max-width: 47.99em)';
/** The header's height (app-layout.module.css): toasts start below it. */
const HEADER_PX = 60;
/** The width of a wide screen's toast column, and its margin from the edge. */
export const TOAST_WIDTH_PX = 360;
const EDGE_PX = 16;
/** How far down three wide toasts reach, or a phone's stack of one card with the others peeking. */
const WIDE_STACK_PX = 3 * 88;
const PHONE_STACK_PX = 96;

/** The part of the screen top toasts take, in viewport pixels. */
export function topToastArea(narrow: boolean, viewportWidth: number) {
  return {
    top: 0,
    bottom: HEADER_PX + (narrow ? PHONE_STACK_PX : WIDE_STACK_PX),
    left: narrow ? 0 : viewportWidth - TOAST_WIDTH_PX - EDGE_PX,
    right: viewportWidth,
  };
}

const INTERACTIVE = 'button, a[href], input, select, textarea, [role="button"]';

/**
 * The row of controls the focused one sits in (Like, Notify Me!, Share…): the nearest ancestor,
 * a few levels up at most, that holds other controls too. A toast there would cover the control
 * the person reaches for next, such as the Notify Me! that appears once a business is liked.
 */
function controlRow(focused: Element): Element | null {
  let node = focused.parentElement;
  for (let level = 0; node && node !== document.body && level < 4; level++) {
    if (node.querySelectorAll(INTERACTIVE).length > 1) return node;
    node = node.parentElement;
  }
  return null;
}

/**
 * What a toast must not cover: the focused control and, in a form, every button of the form (a
 * person who has just pressed Next or Save Changes looks there next), or else the row of controls
 * around it.
 */
function guardedControls(focused: Element | null): Element[] {
  if (!focused || focused === document.body) return [];
  const form = focused.closest('form');
  if (form) return [focused, ...form.querySelectorAll('button, [type="submit"]')];
  const row = controlRow(focused);
  return row ? [focused, row] : [focused];
}

/**
 * Top (right, or centred on a phone) below the header, unless that would cover the focused control
 * or its form's buttons: then the bottom edge, which is clear of them.
 */
export function toastPosition(
  narrow: boolean,
  focused: Element | null,
  viewportWidth: number,
): ToastPosition {
  const area = topToastArea(narrow, viewportWidth);
  const covered = guardedControls(focused).some((control) => {
    const box = control.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) return false;
    return (
      box.top < area.bottom &&
      box.bottom > area.top &&
      box.left < area.right &&
      box.right > area.left
    );
  });
  if (narrow) return covered ? 'bottom-center' : 'top-center';
  return covered ? 'bottom-right' : 'top-right';
}
