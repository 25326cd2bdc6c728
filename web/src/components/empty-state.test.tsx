import { Button, EmptyState as MantineEmptyState } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { markup } from '../test/markup.ts';
import { EmptyState } from './empty-state.tsx';

const icon = <svg aria-hidden />;

describe('EmptyState', () => {
  it('draws what Mantine’s EmptyState draws with a title', () => {
    expect(markup(<EmptyState icon={icon} title="No businesses" />)).toBe(
      markup(<MantineEmptyState icon={icon} title="No businesses" />),
    );
  });

  it('draws what Mantine’s draws with a description, a size and padding', () => {
    expect(
      markup(<EmptyState py="xl" size="sm" icon={icon} title="None yet" description="Try again" />),
    ).toBe(
      markup(
        <MantineEmptyState
          py="xl"
          size="sm"
          icon={icon}
          title="None yet"
          description="Try again"
        />,
      ),
    );
  });

  it('draws what Mantine’s draws with actions', () => {
    const actions = <Button>Find a business</Button>;
    expect(markup(<EmptyState py="md" icon={icon} title="No favorites" actions={actions} />)).toBe(
      markup(
        <MantineEmptyState py="md" icon={icon} title="No favorites">
          <MantineEmptyState.Actions>{actions}</MantineEmptyState.Actions>
        </MantineEmptyState>,
      ),
    );
  });
});
