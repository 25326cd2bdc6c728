import type { FastifyBaseLogger } from 'fastify';

export interface LogLine {
  level: string;
  msg: string;
  fields?: Record<string, unknown>;
}

/** A logger that keeps what it is told, for tests that check what operators would see. */
export function recordingLog(): FastifyBaseLogger & { lines: LogLine[] } {
  const lines: LogLine[] = [];
  const at =
    (level: string) =>
    (first: unknown, second?: unknown): void => {
      if (typeof first === 'string') lines.push({ level, msg: first });
      else lines.push({ level, msg: String(second), fields: first as Record<string, unknown> });
    };
  const log = {
    lines,
    level: 'trace',
    fatal: at('fatal'),
    error: at('error'),
    warn: at('warn'),
    info: at('info'),
    debug: at('debug'),
    trace: at('trace'),
    silent: () => undefined,
    child: () => log,
  };
  // Only the calls above are used by the code under test; pino's other members are not needed.
  return log as unknown as FastifyBaseLogger & { lines: LogLine[] };
}
