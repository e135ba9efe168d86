import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'devnet',
    include: ['test/**/*.test.ts'],
    // These tests start chains and whole stacks; running them one file at a time keeps them from competing
    // with each other for the CPU (startup figures are measured by `npm run bench`, not asserted here).
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
})
