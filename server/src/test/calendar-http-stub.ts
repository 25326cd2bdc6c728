import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small HTTP server on a loopback address for the calendar network tests: it records every
 * request it receives (so a test can show a refused address was never contacted) and answers
 * with `handler`.
 */
export interface HttpStub {
  /** http://{host}:{port} */
  origin: string;
  port: number;
  received: { method: string; url: string; host: string }[];
  close(): Promise<void>;
}

export async function startHttpStub(
  host: string,
  handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end('ok'),
): Promise<HttpStub> {
  const received: HttpStub['received'] = [];
  const server = createServer((req, res) => {
    received.push({ method: req.method ?? '', url: req.url ?? '', host: req.headers.host ?? '' });
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${host}:${port}`,
    port,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
