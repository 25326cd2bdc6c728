import { SimpleGrid, type SimpleGridProps, Stack, type StackProps } from '@mantine/core';
import type { AriaAttributes, CSSProperties, ReactNode } from 'react';

interface ListProps extends Pick<AriaAttributes, 'aria-label' | 'aria-busy'> {
  children: ReactNode;
  /** Added to the list's own style (no bullets, no indent). */
  style?: CSSProperties;
}

/**
 * A list (`ul`, so screen readers count its items) laid out as a column of cards or rows,
 * without bullets or indent; its children are `li` elements.
 */
export function ListStack({ style, ...props }: ListProps & Omit<StackProps, 'style'>) {
  return <Stack component="ul" m={0} p={0} {...props} style={{ listStyle: 'none', ...style }} />;
}

/** A list (`ul`) laid out as a grid of cards, without bullets or indent. */
export function ListGrid({ style, ...props }: ListProps & Omit<SimpleGridProps, 'style'>) {
  return (
    <SimpleGrid component="ul" m={0} p={0} {...props} style={{ listStyle: 'none', ...style }} />
  );
}
