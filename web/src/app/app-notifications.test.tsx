import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppNotifications } from './app-notifications.tsx';
import { TOAST_LIMIT } from './notifications-host.tsx';
import { screenMatches } from '../test/media.ts';

function showToasts(count: number) {
  act(() => {
    for (let i = 1; i <= count; i++) notifications.show({ message: `Toast ${i}` });
  });
  render(
    <MantineProvider>
      <AppNotifications />
    </MantineProvider>,
  );
}

const rootOf = (text: string) => screen.getByText(text).closest('[data-position]');
const positionOf = (text: string) => rootOf(text)?.getAttribute('data-position');

function phoneWidth(matches: boolean) {
  screenMatches((query) => matches && query.includes('max-width'));
}

/** A form whose Next button the person has just pressed, drawn at this place on the screen. */
function focusNextButtonAt(box: { top: number; left: number }) {
  const form = document.createElement('form');
  const name = document.createElement('input');
  const next = document.createElement('button');
  next.textContent = 'Next';
  form.append(name, next);
  document.body.append(form);
  vi.spyOn(next, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: box.left, y: box.top, width: 120, height: 36 }),
  );
  name.focus();
  return () => form.remove();
}

afterEach(() => {
  act(() => notifications.clean());
  vi.restoreAllMocks();
});

describe('toasts', () => {
  it('sit top right on a wide screen, as the spec says, below the header', () => {
    phoneWidth(false);
    showToasts(1);
    expect(positionOf('Toast 1')).toBe('top-right');
    expect(rootOf('Toast 1')?.getAttribute('data-layout')).toBe('default');
  });

  it('take the top of a phone, full width, stacked into one compact card', () => {
    phoneWidth(true);
    showToasts(2);
    expect(positionOf('Toast 1')).toBe('top-center');
    expect(rootOf('Toast 1')?.getAttribute('data-layout')).toBe('stacked');
    expect(rootOf('Toast 2')).toBe(rootOf('Toast 1'));
  });

  it('stay clear of a form’s buttons near the top of a phone: the bottom edge then', () => {
    phoneWidth(true);
    const remove = focusNextButtonAt({ top: 90, left: 20 });
    showToasts(1);
    expect(positionOf('Toast 1')).toBe('bottom-center');
    remove();
  });

  it('stay top right when the form’s buttons are lower on the page', () => {
    phoneWidth(false);
    const remove = focusNextButtonAt({ top: 600, left: window.innerWidth - 200 });
    showToasts(1);
    expect(positionOf('Toast 1')).toBe('top-right');
    remove();
  });

  it('go to the bottom right when the focused form’s button sits under the top-right column', () => {
    phoneWidth(false);
    const remove = focusNextButtonAt({ top: 120, left: window.innerWidth - 200 });
    showToasts(1);
    expect(positionOf('Toast 1')).toBe('bottom-right');
    remove();
  });

  it('go to the bottom right when the focused button’s row reaches under the top-right column', () => {
    phoneWidth(false);
    // Like was pressed; Notify Me! beside it sits where a top-right toast would go.
    const row = document.createElement('div');
    const like = document.createElement('button');
    const notify = document.createElement('button');
    row.append(like, notify);
    document.body.append(row);
    const at = (x: number, width: number) => DOMRect.fromRect({ x, y: 100, width, height: 36 });
    vi.spyOn(like, 'getBoundingClientRect').mockReturnValue(at(300, 36));
    vi.spyOn(row, 'getBoundingClientRect').mockReturnValue(at(300, window.innerWidth - 300));
    like.focus();
    showToasts(1);
    expect(positionOf('Toast 1')).toBe('bottom-right');
    row.remove();
  });

  it('stack only a few at once; the rest wait their turn', () => {
    phoneWidth(false);
    showToasts(TOAST_LIMIT + 2);
    expect(screen.getByText(`Toast ${TOAST_LIMIT}`)).toBeTruthy();
    expect(screen.queryByText(`Toast ${TOAST_LIMIT + 1}`)).toBeNull();
  });
});
