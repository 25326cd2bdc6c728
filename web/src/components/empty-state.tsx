import { Box, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** What the reader can do about it: buttons, under the words. */
  actions?: ReactNode;
  size?: 'sm' | 'md';
  py?: MantineSpacing;
}

const sized = (size: string) =>
  Object.fromEntries(
    ['indicator-size', 'gap', 'title-fz', 'description-fz'].map((v) => [
      `--empty-state-${v}`,
      `var(--empty-state-${v}-${size})`,
    ]),
  );

/**
 * What a list says when it has nothing: Mantine's EmptyState as it draws one with an icon, a
 * title and a description, with its classes (its stylesheet is the app's, decision 073). Mantine's
 * component brought its context, variants and parts to every page with a list (about 1 kB on the
 * wire each); empty-state.test.tsx compares the two renderings.
 */
export function EmptyState({
  icon,
  title,
  description,
  actions,
  size = 'md',
  py,
}: EmptyStateProps) {
  return (
    <Box
      className="m_7ffcadab mantine-EmptyState-root"
      style={sized(size)}
      py={py}
      mod={{ size, align: 'center' }}
    >
      <div className="m_866226e6 mantine-EmptyState-indicator">{icon}</div>
      <div className="m_7ff5666b mantine-EmptyState-body">
        <div className="m_7fb28eaf mantine-EmptyState-title">{title}</div>
        {description && <p className="m_5f111313 mantine-EmptyState-description">{description}</p>}
        {actions && <div className="m_65f4fb94 mantine-EmptyState-actions">{actions}</div>}
      </div>
    </Box>
  );
}
