import { Button, MantineProvider } from '@mantine/core';
import { modals } from '@mantine/modals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ModalsHost } from './modals-host.tsx';

function Page({ onConfirm }: { onConfirm: () => void }) {
  return (
    <Button
      onClick={() =>
        modals.openConfirmModal({
          title: 'Delete this service?',
          children: 'It cannot be booked afterwards.',
          labels: { confirm: 'Delete', cancel: 'Keep it' },
          onConfirm,
        })
      }
    >
      Delete service
    </Button>
  );
}

describe('ModalsHost', () => {
  it('loads the provider with the first modal, shows it, and it works as before', async () => {
    const onConfirm = vi.fn();
    render(
      <MantineProvider>
        <ModalsHost />
        <Page onConfirm={onConfirm} />
      </MantineProvider>,
    );
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Delete service' }));
    expect(await screen.findByText('Delete this service?')).toBeTruthy();
    expect(screen.getByText('It cannot be booked afterwards.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByText('Delete this service?')).toBeNull());

    // Later modals go straight to the provider, once each.
    await user.click(screen.getByRole('button', { name: 'Delete service' }));
    expect(await screen.findAllByText('Delete this service?')).toHaveLength(1);
  });
});
