import { TOTAL_COUNT_HEADER } from '@slotmap/domain/paging';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

export interface ReadPage<T> {
  items: T[];
  total: number;
}

/** A page of a list the spec shows as an array: the array, and the total from `x-total-count`. */
export function arrayPage<T>(res: LightMyRequestResponse): ReadPage<T> {
  expect(res.statusCode, res.body).toBe(200);
  const header = res.headers[TOTAL_COUNT_HEADER];
  expect(header, `${TOTAL_COUNT_HEADER} header`).toMatch(/^\d+$/);
  return { items: res.json() as T[], total: Number(header) };
}

/**
 * Reads a list page by page until a short page, checking on the way what every paged list
 * promises: full pages until the last, the same total on each, and one page past the end empty.
 * Answers every item in the order the pages gave them.
 */
export async function readEveryPage<T>(
  limit: number,
  read: (page: number) => Promise<ReadPage<T>>,
): Promise<{ items: T[]; total: number }> {
  const items: T[] = [];
  const first = await read(1);
  const pages = Math.max(1, Math.ceil(first.total / limit));
  let current = first;
  for (let page = 1; page <= pages; page++) {
    if (page > 1) current = await read(page);
    expect(current.total, `total on page ${page}`).toBe(first.total);
    const expected = page < pages ? limit : first.total - limit * (pages - 1);
    expect(current.items, `items on page ${page}`).toHaveLength(expected);
    items.push(...current.items);
  }
  const past = await read(pages + 1);
  expect(past.items).toEqual([]);
  expect(past.total).toBe(first.total);
  return { items, total: first.total };
}
