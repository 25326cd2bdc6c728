import { type Closure, type ClosureLabelKind, closureLabel } from '@slotmap/domain/closures';
import { useLanguage, useT } from '../../lib/i18n/use-t.tsx';
import { closuresMessages } from './messages.ts';

/** Each sentence of a closure's label, by the kind closureLabel chooses. */
const SENTENCES = {
  closed: 'closures.label.closed',
  closedFor: 'closures.label.closedFor',
  open: 'closures.label.open',
  openFor: 'closures.label.openFor',
} as const satisfies Record<ClosureLabelKind, string>;

/**
 * A closure as the reader's language says it: 'Closed Dec 24 – Dec 26: Christmas', 'Fermé
 * 24 déc. – 26 déc. : Noël'; its dates and times written by the domain in that language, the
 * sentence around them from this catalogue.
 */
export function useClosureLabel(): (closure: Closure) => string {
  const t = useT(closuresMessages);
  const language = useLanguage();
  return (closure) =>
    closureLabel(closure, language, (kind, values) => t(SENTENCES[kind], { ...values }));
}
