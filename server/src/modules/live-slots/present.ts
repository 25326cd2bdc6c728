import type { SlotChangeView } from '@slotmap/domain/live-slots';

/** What a slot change event says: which business, nothing about whose booking it was. */
export function presentSlotChange(companyId: string): SlotChangeView {
  return { company: companyId };
}
