import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { smtpTransport } from './transport.ts';

/** A TCP server that accepts and then behaves as `onConnection` says; a stand-in for a stuck relay. */
async function stuckRelay(onConnection: (socket: Socket) => void) {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
    onConnection(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const mail = { to: 'a@example.com', subject: 'Hello', text: 'Hi' };
const limits = {
  connectionTimeout: 400,
  greetingTimeout: 400,
  socketTimeout: 400,
  deadlineMs: 900,
};

describe('SMTP time limits', () => {
  let relay: Awaited<ReturnType<typeof stuckRelay>> | undefined;
  afterEach(async () => {
    await relay?.close();
  });

  it('fails a delivery to a server that never greets, after the greeting timeout', async () => {
    relay = await stuckRelay(() => undefined);
    const transport = smtpTransport(relay.url, 'from@slotmap.test', 'slotmap.test', limits);
    const started = Date.now();
    await expect(transport.send(mail, 'mail:k')).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('abandons a delivery at the deadline even when the server keeps trickling bytes', async () => {
    // Greets, then answers EHLO one continuation line at a time, never finishing the reply:
    // the connection is never silent long enough for the socket timeout.
    relay = await stuckRelay((socket) => {
      socket.write('220 slow.test ESMTP\r\n');
      socket.once('data', () => {
        const timer = setInterval(() => socket.write('250-still thinking\r\n'), 100);
        socket.on('close', () => clearInterval(timer));
      });
    });
    const transport = smtpTransport(relay.url, 'from@slotmap.test', 'slotmap.test', limits);
    const started = Date.now();
    await expect(transport.send(mail, 'mail:k')).rejects.toThrow();
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(800);
    expect(took).toBeLessThan(3_000);
  });
});
