import http, { type IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** One event of a text/event-stream: its name (`message` when unnamed) and its data. */
export interface StreamEvent {
  event: string;
  data: string;
}

/** A Server-Sent Events stream read over real HTTP, as a browser's EventSource reads it. */
export interface EventStreamClient {
  status: number;
  headers: IncomingHttpHeaders;
  /** Everything received so far, as sent. */
  text(): string;
  /** Every event so far, in order (comments and `retry:` are not events). */
  events: StreamEvent[];
  /** Resolves with the next event not yet taken, waiting for it to arrive. */
  next(): Promise<StreamEvent>;
  /** Resolves once the server has ended the stream. */
  ended: Promise<void>;
  /** Hangs up, as a closed tab does. */
  close(): void;
}

/** The address a listening app answers at, e.g. `http://127.0.0.1:41234`. */
export async function listeningUrl(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not on a TCP port');
  return `http://127.0.0.1:${address.port}`;
}

/** Parses complete event blocks out of `buffer`; answers them and what is left unparsed. */
function parseEvents(buffer: string): { events: StreamEvent[]; rest: string } {
  const events: StreamEvent[] = [];
  const blocks = buffer.split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
    }
    if (data.length > 0) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}

/**
 * Opens `url` with GET and the headers a browser sends (compression accepted, as browsers do), and
 * resolves once the answer's headers are in. A non-stream answer (an error) is read whole into
 * text().
 */
export function openStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<EventStreamClient> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip, br', ...headers } },
      (res) => {
        res.setEncoding('utf8');
        let raw = '';
        let pending = '';
        let taken = 0;
        const events: StreamEvent[] = [];
        const waiting: ((e: StreamEvent) => void)[] = [];
        const ended = new Promise<void>((done) => res.on('close', done));
        res.on('data', (chunk: string) => {
          raw += chunk;
          const parsed = parseEvents(pending + chunk);
          pending = parsed.rest;
          for (const event of parsed.events) {
            events.push(event);
            const waiter = waiting.shift();
            if (waiter) {
              taken++;
              waiter(event);
            }
          }
        });
        res.on('error', () => undefined);
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          text: () => raw,
          events,
          next: () =>
            taken < events.length
              ? Promise.resolve(events[taken++])
              : new Promise((r) => waiting.push(r)),
          ended,
          close: () => request.destroy(),
        });
      },
    );
    request.on('error', (err) => {
      // A hang-up of our own after the answer came is not a failure.
      if ((err as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(err);
    });
  });
}

/** Resolves once the stream has said something (its opening): the server is watching for it. */
export async function opened(stream: EventStreamClient): Promise<void> {
  while (stream.text() === '') await new Promise((r) => setTimeout(r, 5));
}
