import type { CSSProperties, ReactNode } from 'react';
import classes from './light-badge.module.css';

interface LightBadgeProps {
  /** A colour of the theme's palette. */
  color: string;
  variant?: 'light' | 'outline';
  /** As written, not in capitals, and wrapping when it is longer than the line. */
  plain?: boolean;
  children: ReactNode;
}

/**
 * Mantine's Badge (medium) as it looks, as one element with a CSS module: a list draws several a
 * card, and Mantine's cost a component tree each to draw and to hydrate (decision 068). The light
 * variant's text is the theme's readable colour (`--app-light-color-*`, readable-colors.ts).
 */
export function LightBadge({ color, variant = 'light', plain = false, children }: LightBadgeProps) {
  const style =
    variant === 'light'
      ? {
          '--light-badge-bg': `var(--mantine-color-${color}-light)`,
          '--light-badge-color': `var(--app-light-color-${color})`,
        }
      : {
          '--light-badge-bg': 'transparent',
          '--light-badge-color': `var(--mantine-color-${color}-outline)`,
          '--light-badge-border': `var(--mantine-color-${color}-outline)`,
        };
  return (
    <span className={classes.badge} data-plain={plain || undefined} style={style as CSSProperties}>
      <span className={classes.label}>{children}</span>
    </span>
  );
}
