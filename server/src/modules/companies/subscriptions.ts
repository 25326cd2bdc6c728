import type { EventHub } from '../../jobs/events.ts';
import { closeCompaniesOf } from './closing.ts';

/** A person leaving Slotmap closes every business they own (decisions 051, 052). */
export function subscribeCompanies(events: EventHub): void {
  events.on('person.leaving', async (tx, { userId, now, publicUrl }) => {
    await closeCompaniesOf(tx, events, userId, { now, publicUrl });
  });
}
