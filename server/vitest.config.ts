import { configDefaults, defineConfig } from 'vitest/config';
import { withZoneRules } from '../scripts/zone-rules.mjs';

// The test processes start with the project's time-zone rules (scripts/zone-rules.mjs).
Object.assign(process.env, withZoneRules());

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Real server processes: the faults suite runs these (vitest.faults.config.ts).
    exclude: [...configDefaults.exclude, 'src/test/resilience/**'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two files at once: on PGlite each test process is its own database and keeps one core busy;
    // vitest's default (cores - 1) would leave the second core of a 2-core machine idle.
    maxWorkers: 2,
  },
});
