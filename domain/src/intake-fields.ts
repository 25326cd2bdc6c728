// A service's intake questions (spec: intake form), apart from the schemas of services.ts: a
// booking's answers are shown and read back without loading zod.

export const FIELD_TYPES = [
  'text',
  'checkbox',
  'radio',
  'file',
  'textarea',
  'slider',
  'dropdown',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];
/** Field types whose answers are chosen from an option list. */
export const OPTION_FIELD_TYPES: readonly FieldType[] = ['checkbox', 'radio', 'dropdown', 'slider'];

/** Slider: minimum 10, step 100 divided by the option count (spec §5). */
export const SLIDER_MIN = 10;
export const sliderStep = (optionCount: number) => (optionCount > 0 ? 100 / optionCount : 100);

/** A slider's scale for this many options; a single option still needs a width to draw. */
export function sliderRange(optionCount: number) {
  const step = sliderStep(optionCount);
  const max = Math.max(SLIDER_MIN + (optionCount - 1) * step, SLIDER_MIN + 1);
  return { min: SLIDER_MIN, max, step };
}

/**
 * The option a slider value stands for: the marks sit at SLIDER_MIN + i × step over the distinct
 * options, so a stored number reads back as the label the customer saw under the handle.
 */
export function sliderOptionAt<T extends { label: string; value?: string }>(
  options: readonly T[],
  value: number,
): T | undefined {
  const seen = new Set<string>();
  const distinct = options.filter((o) => {
    const key = o.value || o.label;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (distinct.length === 0 || !Number.isFinite(value)) return undefined;
  const index = Math.round((value - SLIDER_MIN) / sliderStep(distinct.length));
  return distinct[Math.min(Math.max(index, 0), distinct.length - 1)];
}
