import { defineConfig } from 'vitest/config'

// Browser tests: Debian Chromium driven by playwright-core against the running stack.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    passWithNoTests: true,
  },
})
