import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppNotifications } from './app-notifications.tsx';
import { TOAST_LIMIT } from './notifications-host.tsx';

function showToasts(count: number) {
  render(
    <MantineProvider>
      <AppNotifications />
    </MantineProvider>,
  );
  act(() => {
    for (let i = 1; i <= count; i++) notifications.show({ message: `Toast ${i}` });
  });
}

const positionOf = (text: string) =>
  screen.getByText(text).closest('[data-position]')?.getAttribute('data-position');

function phoneWidth(matches: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: matches && query.includes('max-width'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => {
  act(() => notifications.clean());
  vi.restoreAllMocks();
});

describe('toasts', () => {
  it('sit along the bottom on a phone, clear of the page’s actions at the top', () => {
    phoneWidth(true);
    showToasts(1);
    expect(positionOf('Toast 1')).toBe('bottom-center');
  });

  it('sit bottom right on a wide screen, below the page’s actions (decision 040)', () => {
    phoneWidth(false);
    showToasts(1);
    expect(positionOf('Toast 1')).toBe('bottom-right');
  });

  it('stack only a few at once; the rest wait their turn', () => {
    phoneWidth(false);
    showToasts(TOAST_LIMIT + 2);
    expect(screen.getByText(`Toast ${TOAST_LIMIT}`)).toBeTruthy();
    expect(screen.queryByText(`Toast ${TOAST_LIMIT + 1}`)).toBeNull();
  });
});
