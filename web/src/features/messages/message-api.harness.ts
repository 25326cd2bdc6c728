import { vi } from 'vitest';
import type { Message } from './data/messages.ts';

/* A stand-in for the notification calls that behaves like the server: it filters, searches and
   pages, counts what is unread, and remembers what was marked read. */

export interface MessageApi {
  calls: string[];
  /** A notice arriving while the page is open. */
  arrive(message: Message): void;
}

/** `failLists`: every GET /messages answers 500 (the counts still answer). */
export function messageApi(initial: Message[], { failLists = false } = {}): MessageApi {
  // Newest first, as the server orders them.
  const stored = initial
    .map((m) => ({ ...m }))
    .sort((a, b) => b.date_created.localeCompare(a.date_created));
  const calls: string[] = [];

  const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
    Promise.resolve(Response.json(body, { status, headers }));

  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    calls.push(`${method} ${path}${url.search}`);

    if (method === 'GET' && path === '/messages/unread') {
      const unread = (section: string) =>
        stored.filter((m) => m.section === section && !m.read).length;
      return json({ user: unread('user'), business: unread('business') });
    }
    if (method === 'GET' && path === '/messages') {
      if (failLists) return json({ errors: [{ msg: 'Server error' }] }, 500);
      const q = url.searchParams;
      const limit = Number(q.get('limit') ?? 10);
      const page = Number(q.get('page') ?? 1);
      const search = (q.get('search') ?? '').toLowerCase();
      const matches = stored.filter(
        (m) =>
          (!q.get('section') || m.section === q.get('section')) &&
          m.title.toLowerCase().includes(search),
      );
      const items = matches.slice((page - 1) * limit, page * limit);
      return json(items, 200, { 'x-total-count': String(matches.length) });
    }
    const read = path.match(/^\/messages\/([^/]+)\/read$/);
    if (method === 'PUT' && read) {
      const message = stored.find((m) => m._id === read[1]);
      if (!message) return json({ errors: [{ msg: 'Message not found' }] }, 404);
      message.read = true;
      return json(message);
    }
    throw new Error(`Unexpected call ${method} ${path}${url.search}`);
  });

  return {
    calls,
    arrive: (message) => {
      stored.unshift(message);
    },
  };
}

/** `count` notifications of one section, the newest first, an hour apart. */
export function manyMessages(count: number, base: Message, from = '2025-03-01T10:00:00.000Z') {
  return Array.from({ length: count }, (_, i) => ({
    ...base,
    _id: `${base.section}-${i}`,
    title: `${base.title} ${i + 1}`,
    date_created: new Date(Date.parse(from) - i * 3_600_000).toISOString(),
  }));
}
