import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'devnet',
    include: ['test/**/*.test.ts'],
    // These tests start chains and whole stacks with startup budgets; running them one file at a time keeps
    // them from competing with each other for the CPU.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
})
