import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtpServer {
  port: number;
  url: string;
  /** Mail accepted so far, parsed. */
  received: ParsedMail[];
  /** DATA commands seen, refused ones included. */
  dataCalls: number;
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback. With `failFirst`, the first deliveries are refused with a
 * temporary error (451), as a busy relay would.
 */
export async function startSmtpServer(opts: { failFirst?: number } = {}): Promise<TestSmtpServer> {
  const state = { received: [] as ParsedMail[], dataCalls: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      state.dataCalls += 1;
      const refuse = state.dataCalls <= (opts.failFirst ?? 0);
      simpleParser(stream)
        .then((mail) => {
          if (refuse) {
            const err = Object.assign(new Error('Try again later'), { responseCode: 451 });
            return callback(err);
          }
          state.received.push(mail);
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  // A sender that dies mid-session (a killed server) resets its connection. The server carries on;
  // an 'error' event without a listener would end the test process instead.
  server.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    get received() {
      return state.received;
    },
    get dataCalls() {
      return state.dataCalls;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
