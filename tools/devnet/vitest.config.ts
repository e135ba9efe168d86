import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'devnet',
    // Positive checks wait with a generous ceiling (issue 23).
    setupFiles: ['../../tools/test-servers/src/waitCeilings.ts'],
    include: ['test/**/*.test.ts'],
    // These tests start chains and whole stacks; running them one file at a time keeps them from competing
    // with each other for the CPU (startup figures are measured by `npm run bench`, not asserted here).
    fileParallelism: false,
    // Ceilings for a loaded machine, not figures (issue 23).
    testTimeout: 90_000,
    hookTimeout: 90_000,
  },
})
