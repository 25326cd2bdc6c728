import { MAX_LIVE_STREAMS_PER_ADDRESS, SLOT_CHANGE_EVENT } from '@slotmap/domain/live-slots';
import type { FastifyBaseLogger } from 'fastify';
import type { ListenHandlers, StopListening } from '../../db/listen.ts';
import { SLOT_CHANGES_CHANNEL } from '../../jobs/slot-changes.ts';
import { presentSlotChange } from './present.ts';
import { sseComment, sseEvent } from './stream.ts';

/** One open stream: the business it watches, the address it came from, and how to reach it. */
export interface Watcher {
  companyId: string;
  address: string;
  /** Writes to the stream; false when its reader has stopped reading (it is then let go). */
  write(text: string): boolean;
  end(): void;
}

/** Database.listen: hears a NOTIFY channel until stopped. */
export type Listen = (channel: string, handlers: ListenHandlers) => Promise<StopListening>;

export interface WatcherLimits {
  /** Streams one address may keep open on this instance. */
  perAddress: number;
  /**
   * How often every stream gets a comment: proxies and load balancers close a connection that
   * says nothing for a minute or so, and a stream whose reader has gone is found out.
   */
  heartbeatMs: number;
}

export const DEFAULT_WATCHER_LIMITS: WatcherLimits = {
  perAddress: MAX_LIVE_STREAMS_PER_ADDRESS,
  heartbeatMs: 25_000,
};

/**
 * The business pages open on this instance, by business (decision 061). One listening connection
 * per instance hears every business's changes (announceSlotChange, from any instance) and each is
 * passed to the streams of that business only. Listening starts with the first stream and lasts
 * until close().
 */
export class SlotWatchers {
  private readonly byCompany = new Map<string, Set<Watcher>>();
  private readonly byAddress = new Map<string, number>();
  private listening: Promise<StopListening> | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly listen: Listen,
    private readonly log: FastifyBaseLogger,
    private readonly limits: WatcherLimits = DEFAULT_WATCHER_LIMITS,
  ) {}

  /**
   * Resolves once changes are heard; a failed start is forgotten, so the next stream tries again.
   * Refuses once closing: a stream opened then would hold the server open.
   */
  async ready(): Promise<void> {
    if (this.closed) throw new Error('live slots: closing');
    this.listening ??= this.listen(SLOT_CHANGES_CHANNEL, {
      onNotify: (companyId) => this.tell(companyId),
      // Changes made while the connection was down were not heard: every page reads again.
      onReconnect: () => this.tellEveryone(),
      onError: (err) => this.log.warn({ err }, 'live slots: the listening connection failed'),
    }).catch((err) => {
      this.listening = undefined;
      throw err;
    });
    await this.listening;
    if (this.closed) throw new Error('live slots: closing');
  }

  /** Whether another stream from this address is allowed. */
  admits(address: string): boolean {
    return (this.byAddress.get(address) ?? 0) < this.limits.perAddress;
  }

  /** Keeps a stream to tell; one opened as the instance closes is ended at once. */
  add(watcher: Watcher): void {
    if (this.closed) {
      watcher.end();
      return;
    }
    this.byAddress.set(watcher.address, (this.byAddress.get(watcher.address) ?? 0) + 1);
    const watching = this.byCompany.get(watcher.companyId) ?? new Set<Watcher>();
    watching.add(watcher);
    this.byCompany.set(watcher.companyId, watching);
    this.heartbeat ??= setInterval(() => this.beat(), this.limits.heartbeatMs).unref();
  }

  /** Forgets a stream that closed; nothing is kept once the last one of a business goes. */
  remove(watcher: Watcher): void {
    const watching = this.byCompany.get(watcher.companyId);
    if (!watching?.delete(watcher)) return;
    if (watching.size === 0) this.byCompany.delete(watcher.companyId);
    const left = (this.byAddress.get(watcher.address) ?? 1) - 1;
    if (left > 0) this.byAddress.set(watcher.address, left);
    else this.byAddress.delete(watcher.address);
    if (this.byCompany.size === 0) this.stopHeartbeat();
  }

  /** Streams open now, and businesses watched. */
  counts(): { streams: number; companies: number; addresses: number } {
    let streams = 0;
    for (const watching of this.byCompany.values()) streams += watching.size;
    return { streams, companies: this.byCompany.size, addresses: this.byAddress.size };
  }

  /** Ends every stream (their browsers connect again, to another instance) and stops listening. */
  async close(): Promise<void> {
    this.closed = true;
    this.stopHeartbeat();
    const all = [...this.byCompany.values()].flatMap((watching) => [...watching]);
    this.byCompany.clear();
    this.byAddress.clear();
    for (const watcher of all) watcher.end();
    const listening = this.listening;
    this.listening = undefined;
    const stop = await listening?.catch(() => undefined);
    await stop?.();
  }

  private tell(companyId: string): void {
    const watching = this.byCompany.get(companyId);
    if (!watching) return;
    const text = sseEvent(SLOT_CHANGE_EVENT, presentSlotChange(companyId));
    for (const watcher of [...watching]) this.send(watcher, text);
  }

  private tellEveryone(): void {
    for (const companyId of [...this.byCompany.keys()]) this.tell(companyId);
  }

  private beat(): void {
    const text = sseComment('keep-alive');
    for (const watching of [...this.byCompany.values()])
      for (const watcher of [...watching]) this.send(watcher, text);
  }

  private send(watcher: Watcher, text: string): void {
    if (watcher.write(text)) return;
    this.remove(watcher);
    watcher.end();
  }

  private stopHeartbeat(): void {
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }
}
