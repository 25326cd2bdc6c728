import { DEFAULT_THEME, type MantineTheme, mergeThemeOverrides } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import {
  contrast,
  lightVariantTextColours,
  readable,
  readableVariantColors,
} from './readable-colors.ts';
import { theme as overrides } from './theme.ts';

// Merging overrides into the full default theme gives a full theme; the type says only override.
const theme = mergeThemeOverrides(DEFAULT_THEME, overrides) as MantineTheme;
const colors = Object.keys(theme.colors).filter((c) => c !== 'dark');

describe('theme colours reach 4.5:1 (WCAG 2.2 AA)', () => {
  it('keeps a colour that already passes and darkens one that does not', () => {
    expect(readable('#3b5bdb', '#ffffff')).toBe('#3b5bdb');
    const teal = readable(theme.colors.teal[8], '#ffffff');
    expect(teal).not.toBe(theme.colors.teal[8]);
    expect(contrast(teal, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it.each(colors)('%s: light text on its background, white on filled', (color) => {
    const light = readableVariantColors({ color, theme, variant: 'light' });
    expect(contrast(light.color, theme.colors[color][1])).toBeGreaterThanOrEqual(4.5);
    const filled = readableVariantColors({ color, theme, variant: 'filled' });
    const background = filled.background.startsWith('#')
      ? filled.background
      : theme.colors[color][8];
    expect(contrast('#ffffff', background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(colors)(
    '%s: the light text colour drawn without Mantine is the light variant’s',
    (color) => {
      const light = readableVariantColors({ color, theme, variant: 'light' });
      expect(lightVariantTextColours(theme)[`--app-light-color-${color}`]).toBe(light.color);
    },
  );

  it('links, dimmed text and errors on white and on gray 1', () => {
    for (const text of [theme.colors.indigo[8], theme.colors.gray[7], theme.colors.red[9]]) {
      expect(contrast(text, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrast(text, theme.colors.gray[1])).toBeGreaterThanOrEqual(4.5);
    }
  });
});
