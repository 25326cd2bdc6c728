import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * The one thing Mantine's ScrollArea takes from `@floating-ui/react`: one ref that sets all of
 * `refs`. The build hands ScrollArea this instead (web/lean-imports.ts), so a page with a table
 * does not download floating-ui's positioning code (14 kB) for it.
 */
export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>) {
  return useMergedRef<T>(...refs);
}
