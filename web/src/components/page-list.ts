/** A page number, or a gap ("…") standing for the pages left out between two groups. */
export type PageItem = number | 'gap';

export interface PageListOptions {
  /** Pages shown around the current one (spec §9: 5). */
  range?: number;
  /** Pages always shown at each end (spec §9: 2). */
  margin?: number;
}

/**
 * The page buttons of a paginator (pages from 1): the first and last `margin` pages, a window of
 * `range` pages around `current`, and a gap wherever pages are left out (all pages when they fit). A gap that would hide a
 * single page shows that page instead, since a "…" button is no shorter than the number.
 */
export function pageList(
  current: number,
  totalPages: number,
  { range = 5, margin = 2 }: PageListOptions = {},
): PageItem[] {
  if (totalPages <= 0) return [];
  // Every page fits in the room the window and both margins take anyway.
  if (totalPages <= range + 2 * margin) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const page = Math.min(Math.max(1, current), totalPages);
  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(margin, totalPages); p++) shown.add(p);
  for (let p = Math.max(1, totalPages - margin + 1); p <= totalPages; p++) shown.add(p);

  // Keep the window `range` wide even next to either end.
  let start = Math.max(1, page - Math.floor(range / 2));
  const end = Math.min(totalPages, start + range - 1);
  start = Math.max(1, end - range + 1);
  for (let p = start; p <= end; p++) shown.add(p);

  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const p of sorted) {
    if (p - previous === 2) items.push(p - 1);
    else if (p - previous > 2) items.push('gap');
    items.push(p);
    previous = p;
  }
  return items;
}
