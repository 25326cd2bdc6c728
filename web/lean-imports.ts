import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
import type { Plugin } from 'vite';

/** A library file, and what its import of a heavy module is answered with instead. */
const LEANER: ReadonlyArray<{ importer: RegExp; source: string; module: string }> = [
  {
    // Every Mantine Table imports its ScrollContainer and so ScrollArea, which imports all of
    // floating-ui for its ref merging alone (docs/decisions/079).
    importer: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/,
    source: '@floating-ui/react',
    module: join(here, 'src', 'lib', 'scroll-area-refs.ts'),
  },
];

/** Answers the imports in LEANER with their small stand-ins. */
export function leanImports(): Plugin {
  return {
    name: 'slotmap:lean-imports',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      const lean = LEANER.find((l) => l.source === source && l.importer.test(importer));
      return lean ? lean.module : null;
    },
  };
}
