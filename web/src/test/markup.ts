import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { createElement, type ReactElement } from 'react';

/**
 * What `ui` draws in Mantine's provider, each element's classes in one order: two renderings of
 * the same part (the app's own and Mantine's) compare equal when they draw the same.
 */
export function markup(ui: ReactElement): string {
  const view = render(createElement(MantineProvider, null, ui));
  for (const element of view.container.querySelectorAll('[class]'))
    element.setAttribute('class', [...element.classList].sort().join(' '));
  const html = view.container.innerHTML;
  view.unmount();
  return html;
}
