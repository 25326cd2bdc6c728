import {
  type ComboboxProps,
  type CSSVariablesResolver,
  createTheme,
  type DrawerProps,
  type ModalProps,
  type NotificationProps,
} from '@mantine/core';
import { lightVariantTextColours, readableVariantColors } from './readable-colors.ts';

/** Icon-only close buttons (toasts, modals, drawers) need a spoken name. */
const closeButtonProps = { 'aria-label': 'Close' };

// Component settings are plain objects, not Combobox.extend(…) and the like: extend would import
// each component (and Popover, floating-ui, Modal …) into the shell that every page loads first.

/**
 * The one theme of the app. Colours meet WCAG 2.2 AA (4.5:1 for text, decision 039): shade 8 is
 * the filled, link and coloured-text shade (indigo 8 on white 5.7:1, on gray 1 5.1:1; white on
 * indigo 8 5.7:1). Badges, buttons and alerts of other colours are darkened where they fall short
 * (readable-colors.ts).
 */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 8, dark: 8 },
  variantColorResolver: readableVariantColors,
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  components: {
    // A dropdown opens at the page's top corner until it is placed, and Mantine scrolls the chosen
    // option into view at once: with an absolute dropdown that scrolled the whole page to the top
    // on a phone, leaving the list off screen (wizard step 2's calendar). Fixed dropdowns never
    // move the page.
    Combobox: { defaultProps: { floatingStrategy: 'fixed' } satisfies Partial<ComboboxProps> },
    Modal: { defaultProps: { closeButtonProps } satisfies Partial<ModalProps> },
    Drawer: { defaultProps: { closeButtonProps } satisfies Partial<DrawerProps> },
    Notification: {
      defaultProps: { closeButtonProps } satisfies Partial<NotificationProps>,
      // A titled toast's message is gray 6 by default (3.3:1).
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
  },
});

/**
 * Mantine's light defaults for dimmed text (gray 6, 3.3:1) and errors (red 6, 3.3:1) fall short;
 * gray 7 (8.2:1 on white, 7.4:1 on gray 1) and red 9 (5.5:1, 4.9:1) pass.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...lightVariantTextColours(resolved),
  },
  dark: {},
});
