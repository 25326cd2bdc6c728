import { MantineProvider, ScrollArea } from '@mantine/core';
import { render } from '@testing-library/react';
import { createRef, type Ref } from 'react';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { leanImports } from '../../lean-imports.ts';
import { useMergeRefs } from './scroll-area-refs.ts';

const here = dirname(fileURLToPath(import.meta.url));
const components = join(
  here,
  '..',
  '..',
  '..',
  'node_modules',
  '@mantine',
  'core',
  'esm',
  'components',
);
const scrollArea = join(components, 'ScrollArea', 'ScrollArea.mjs');
const popover = join(components, 'Popover', 'use-popover.mjs');

function Merged({ refs }: { refs: (Ref<HTMLDivElement> | undefined)[] }) {
  return <div data-testid="merged" ref={useMergeRefs(refs)} />;
}

describe('the build hands ScrollArea a small ref merger', () => {
  const resolve = (source: string, importer: string | undefined) => {
    const hook = leanImports().resolveId as (s: string, i: string | undefined) => string | null;
    return hook(source, importer);
  };

  it("answers ScrollArea's import of floating-ui, and no other", () => {
    expect(resolve('@floating-ui/react', scrollArea)).toBe(join(here, 'scroll-area-refs.ts'));
    expect(resolve('@floating-ui/react', popover)).toBeNull();
    expect(resolve('@mantine/hooks', scrollArea)).toBeNull();
    expect(resolve('@floating-ui/react', undefined)).toBeNull();
  });

  it('sets every ref to the element, and clears them when it goes', () => {
    const object = createRef<HTMLDivElement>();
    const called: (HTMLDivElement | null)[] = [];
    const view = render(<Merged refs={[object, (node) => void called.push(node), undefined]} />);
    const element = view.getByTestId('merged');
    expect(object.current).toBe(element);
    expect(called).toEqual([element]);
    view.unmount();
    expect(object.current).toBeNull();
    expect(called).toEqual([element, null]);
  });

  it("gives Mantine's ScrollArea its viewport through the merged ref", () => {
    const viewport = createRef<HTMLDivElement>();
    const view = render(
      <MantineProvider>
        <ScrollArea h={50} viewportRef={viewport}>
          <p>Rows</p>
        </ScrollArea>
      </MantineProvider>,
    );
    expect(viewport.current).not.toBeNull();
    expect(viewport.current?.textContent).toBe('Rows');
    expect(view.container.contains(viewport.current)).toBe(true);
  });
});
