import { Button, MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DeferredTooltip } from './deferred-tooltip.tsx';

function show() {
  render(
    <MantineProvider>
      <DeferredTooltip label="Add to your favorites">
        <Button>Like</Button>
      </DeferredTooltip>
    </MantineProvider>,
  );
}

describe('DeferredTooltip', () => {
  it('loads the tooltip when the pointer first rests on the target, and shows it', async () => {
    show();
    expect(screen.queryByText('Add to your favorites')).toBeNull();

    await userEvent.hover(screen.getByRole('button', { name: 'Like' }));

    expect(await screen.findByText('Add to your favorites')).toBeTruthy();
  });

  it('leaves the keyboard focus on the target when the tooltip arrives', async () => {
    show();
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Like' }));

    await user.hover(screen.getByRole('button', { name: 'Like' }));
    await screen.findByText('Add to your favorites');

    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Like' })),
    );
  });

  it('is never loaded by a touch', async () => {
    show();
    const user = userEvent.setup();

    await user.pointer({ keys: '[TouchA]', target: screen.getByRole('button', { name: 'Like' }) });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    expect(screen.queryByText('Add to your favorites')).toBeNull();
  });
});
