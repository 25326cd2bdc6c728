import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { compiledCatalogues } from './compiled-catalogues.ts';
import { leanImports } from './lean-imports.ts';
import { withZoneRules } from '../scripts/zone-rules.mjs';

// The test processes start with the project's time-zone rules (scripts/zone-rules.mjs).
Object.assign(process.env, withZoneRules());

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Catalogues compiled as the build compiles them (docs/decisions/069), and the build's lighter
  // imports (docs/decisions/079).
  plugins: [compiledCatalogues(), leanImports()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    unstubGlobals: true,
    // Component tests render the whole Mantine tree, and the longest fill in a whole form: with two
    // files at once on a loaded 2-core CI machine, one such test has taken 18 s. The limit is there
    // to stop a hang, not to time anything.
    testTimeout: 60_000,
    // Two files at once: vitest's default (cores - 1) leaves the second core of a 2-core machine idle.
    maxWorkers: 2,
  },
});
