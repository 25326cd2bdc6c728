import type { FastifyInstance } from 'fastify';
import { errorBody, HttpError, MSG_BAD_TEXT } from './errors.ts';

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether PostgreSQL can store this string: it refuses U+0000 in text and JSON, and a lone
 * surrogate in JSON (in text the driver quietly turns it into U+FFFD, which is no better).
 */
export const isStorableText = (s: string) => !s.includes('\u0000') && !LONE_SURROGATE.test(s);

/**
 * Where the first unstorable string of a parsed body, query or params sits: its path ('' for
 * a key, which is not echoed back), or undefined when all is well. Iterative, so a deeply nested
 * body cannot exhaust the stack.
 */
export function findUnstorableText(value: unknown): string | undefined {
  interface Item {
    value: unknown;
    key?: string;
    parent?: Item;
  }
  const pathOf = (item: Item) => {
    const keys: string[] = [];
    for (let at: Item | undefined = item; at?.key !== undefined; at = at.parent) keys.push(at.key);
    return keys.reverse().join('.');
  };
  const stack: Item[] = [{ value }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    if (typeof item.value === 'string') {
      if (!isStorableText(item.value)) return pathOf(item);
    } else if (item.value !== null && typeof item.value === 'object') {
      // Pushed in reverse, so the first bad string in reading order is the one reported.
      for (const [key, child] of Object.entries(item.value).reverse()) {
        if (!isStorableText(key)) return '';
        stack.push({ value: child, key, parent: item });
      }
    }
  }
  return undefined;
}

/**
 * Every body, query string and path parameter of every route is checked here, before any schema
 * runs, so a route added later cannot forget it (docs/decisions/034-bad-input.md).
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const param = findUnstorableText(part);
      if (param !== undefined) {
        throw new HttpError(400, MSG_BAD_TEXT, { ...errorBody(MSG_BAD_TEXT, param || undefined) });
      }
    }
  });
}
