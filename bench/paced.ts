// An open-loop load at an even pace: what the benchmarks' "at half of the peak" runs measure.
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Summary } from './harness.ts';

/** One request of a paced run. */
export interface PacedRequest {
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/** What a paced run measured; `refused` counts the non-2xx answers it was told to allow. */
export type PacedSummary = Summary & { refused: number };

/** The paths in turn, as GET requests with the same headers. */
export const inTurn =
  (paths: string[], headers: Record<string, string> = {}) =>
  (i: number): PacedRequest => ({ path: paths[i % paths.length], headers });

/**
 * `rate` requests a second for `seconds`, evenly spaced and open loop: each goes out at its own
 * moment whether or not the earlier ones have been answered, over at most `connections` kept-alive
 * connections (a request finding them all busy waits, and the wait counts). Each latency runs from
 * the moment the request was due to its answer's last byte, so a slow answer cannot hide the ones
 * queued behind it. This is the load a steady stream of people makes, and what "at half of the
 * peak" measures. autocannon's overallRate is not that: each connection sends its share of a
 * second as fast as it can when the second starts, then waits, so "half the rate" is the full load
 * for half of every second, and its latencies are the peak's. An error fails the run, and so does
 * a non-2xx answer unless `allowRefusals` (then it is counted, and its latency left out, as
 * autocannon does).
 */
export async function paced(
  base: string,
  next: (i: number) => PacedRequest,
  opts: { rate: number; seconds: number; connections: number; allowRefusals?: boolean },
): Promise<PacedSummary> {
  const { hostname, port } = new URL(base);
  const agent = new Agent({ keepAlive: true, maxSockets: opts.connections });
  const interval = 1000 / opts.rate;
  const total = Math.max(1, Math.round(opts.rate * opts.seconds));
  const latencies: number[] = [];
  const failures: string[] = [];
  let refused = 0;
  const answers: Promise<void>[] = [];
  const ask = ({ path, method = 'GET', headers, body }: PacedRequest, due: number) =>
    new Promise<void>((resolve) => {
      const req = request({ hostname, port, path, method, agent, headers }, (res) => {
        res.resume();
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          if (status >= 200 && status < 300) latencies.push(performance.now() - due);
          else if (opts.allowRefusals) refused += 1;
          else failures.push(`${status} for ${method} ${path}`);
          resolve();
        });
      });
      req.on('error', (err) => {
        failures.push(`${err.message} for ${method} ${path}`);
        resolve();
      });
      req.end(body);
    });
  const start = performance.now() + 20;
  let sent = 0;
  await new Promise<void>((done) => {
    const tick = () => {
      // Every request now due goes out, so a late timer never lowers the rate.
      while (sent < total && start + sent * interval <= performance.now()) {
        answers.push(ask(next(sent), start + sent * interval));
        sent += 1;
      }
      if (sent >= total) done();
      else setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
    };
    setTimeout(tick, 20);
  });
  await Promise.all(answers);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  if (failures.length > 0)
    throw new Error(`${failures.length} paced requests failed, e.g. ${failures[0]}`);
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.max(0, Math.ceil(q * latencies.length) - 1))];
  return {
    rate: latencies.length / elapsed,
    count: latencies.length,
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    max: latencies[latencies.length - 1],
    refused,
  };
}
