import { Button, EmptyState as MantineEmptyState, MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state.tsx';

/** The markup, each element's classes in one order, to compare two renderings. */
function markup(ui: React.ReactElement) {
  const view = render(<MantineProvider>{ui}</MantineProvider>);
  for (const element of view.container.querySelectorAll('[class]'))
    element.setAttribute('class', [...element.classList].sort().join(' '));
  const html = view.container.innerHTML;
  view.unmount();
  return html;
}

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
