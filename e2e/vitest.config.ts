import { defineConfig } from 'vitest/config'
import WeightedShardSequencer from './lib/weightedShards.js'

// Browser tests: Debian Chromium driven by playwright-core against the running stack (started once in
// globalSetup on test ports, so a developer's `npm start` on the default ports is left alone).
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['./lib/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // `npm test` runs two shards side by side: split by recorded time, not by path hash.
    sequence: { sequencer: WeightedShardSequencer },
  },
})
