import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'demo',
    // Positive checks wait with a generous ceiling (issue 23).
    setupFiles: ['../../tools/test-servers/src/waitCeilings.ts'],
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})
