import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NotificationsHost, TOAST_LIMIT } from './notifications-host.tsx';

afterEach(() => act(() => notifications.clean()));

describe('NotificationsHost', () => {
  it('draws nothing until the first toast, then loads the container and shows it', async () => {
    render(
      <MantineProvider>
        <NotificationsHost />
      </MantineProvider>,
    );
    expect(document.querySelector('[data-position]')).toBeNull();

    act(() => {
      notifications.show({ title: 'Success', message: 'Saved' });
    });

    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(screen.getByText('Success')).toBeTruthy();
  });

  it('keeps to the toast limit for a burst sent before the container has loaded', async () => {
    render(
      <MantineProvider>
        <NotificationsHost />
      </MantineProvider>,
    );
    act(() => {
      for (let i = 1; i <= TOAST_LIMIT + 2; i++) notifications.show({ message: `Toast ${i}` });
    });

    expect(await screen.findByText(`Toast ${TOAST_LIMIT}`)).toBeTruthy();
    expect(screen.queryByText(`Toast ${TOAST_LIMIT + 1}`)).toBeNull();
  });
});
