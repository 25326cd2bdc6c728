import { defineConfig } from 'vitest/config';
import { withZoneRules } from '../scripts/zone-rules.mjs';

// The test processes start with the project's time-zone rules (scripts/zone-rules.mjs).
Object.assign(process.env, withZoneRules());

export default defineConfig({});
