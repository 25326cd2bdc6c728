import type { FastifyBaseLogger } from 'fastify';

/**
 * A background task run every `intervalMs` (started with the outbox worker): one run at a time,
 * a failed run logged and the schedule kept, and stop() waiting for a run in progress so the
 * database can close after it.
 */
export class Periodic {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly name: string,
    private readonly run: () => Promise<unknown>,
    private readonly intervalMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(intervalMs = this.intervalMs): void {
    const tick = async () => {
      this.running = this.run().catch((err) => this.log.error({ err }, `${this.name} failed`));
      await this.running;
      if (this.timer) this.timer = setTimeout(tick, intervalMs).unref();
    };
    this.timer = setTimeout(tick, intervalMs).unref();
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
