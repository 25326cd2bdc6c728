import { defineConfig } from 'vitest/config';
import { withZoneRules } from '../scripts/zone-rules.mjs';

// The test processes, and the servers they start, run on the project's time-zone rules
// (scripts/zone-rules.mjs).
Object.assign(process.env, withZoneRules());

/**
 * The fault checks (`npm test -- faults`): real server processes on a PostgreSQL server, killed
 * and run side by side. Kept out of the api suites by their own include; see docs/decisions.
 */
export default defineConfig({
  test: {
    include: ['src/test/resilience/**/*.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // The two files mostly wait for servers to start: side by side they take half the time.
    maxWorkers: 2,
    fileParallelism: true,
  },
});
