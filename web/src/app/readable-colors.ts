import {
  defaultVariantColorsResolver,
  type MantineTheme,
  type VariantColorsResolver,
} from '@mantine/core';

// WCAG 2.x relative luminance and contrast of '#rrggbb' colours.
const channels = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
const luminance = (hex: string) => {
  const [r, g, b] = channels(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
export const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};
const toHex = (rgb: number[]) => `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`;

/** `color`, darkened only as far as needed to reach 4.5:1 against `against`. */
export function readable(color: string, against: string): string {
  for (let k = 0; k <= 1; k += 0.05) {
    const darker = toHex(channels(color).map((v) => Math.round(v * (1 - k))));
    if (contrast(darker, against) >= 4.5) return darker;
  }
  return '#000000';
}

const paletteOf = (theme: MantineTheme, color: string | undefined) => {
  const palette = theme.colors[color ?? theme.primaryColor];
  return palette && /^#[0-9a-f]{6}$/i.test(palette[9]) ? palette : null;
};

/**
 * Mantine's variants, with text that reads: light variants (shade 9 on shade 1) and filled ones
 * (white on the primary shade) keep their look where they pass and are darkened where they do not
 * (teal, green, orange, yellow, lime, cyan).
 */
export const readableVariantColors: VariantColorsResolver = (input) => {
  // Every Badge, Button and ActionIcon asks on every render, and the answer is worked out by
  // darkening step by step: a list of cards asked it hundreds of times while hydrating.
  const key = [
    input.variant,
    input.color,
    input.autoContrast,
    input.gradient?.from,
    input.gradient?.to,
    input.gradient?.deg,
  ].join('|');
  let answers = answered.get(input.theme);
  if (!answers) {
    answers = new Map();
    answered.set(input.theme, answers);
  }
  let answer = answers.get(key);
  if (!answer) {
    answer = resolve(input);
    answers.set(key, answer);
  }
  return answer;
};

const answered = new WeakMap<MantineTheme, Map<string, ReturnType<VariantColorsResolver>>>();

function resolve(input: Parameters<VariantColorsResolver>[0]): ReturnType<VariantColorsResolver> {
  const result = defaultVariantColorsResolver(input);
  const palette = paletteOf(input.theme, input.color);
  if (!palette) return result;
  const shade =
    typeof input.theme.primaryShade === 'number'
      ? input.theme.primaryShade
      : input.theme.primaryShade.light;
  if (input.variant === 'light') return { ...result, color: readable(palette[9], palette[1]) };
  if (input.variant === 'filled' && contrast(palette[shade], '#ffffff') < 4.5) {
    const background = readable(palette[shade], '#ffffff');
    return { ...result, background, hover: readable(background, '#f8f9fa'), color: '#ffffff' };
  }
  return result;
}

/**
 * The text colour of each palette colour's light variant, as `--app-light-color-<colour>`: what
 * Badge, Button and ActionIcon get from readableVariantColors, for the parts drawn without them
 * (a list's cards, decision 068).
 */
export function lightVariantTextColours(theme: MantineTheme): Record<string, string> {
  return Object.fromEntries(
    Object.keys(theme.colors)
      .map((color) => [color, paletteOf(theme, color)] as const)
      .filter((entry): entry is readonly [string, NonNullable<ReturnType<typeof paletteOf>>] =>
        Boolean(entry[1]),
      )
      .map(([color, palette]) => [`--app-light-color-${color}`, readable(palette[9], palette[1])]),
  );
}
