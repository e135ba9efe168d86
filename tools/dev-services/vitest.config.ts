import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'dev-services',
    // Positive checks wait with a generous ceiling (issue 23).
    setupFiles: ['../../tools/test-servers/src/waitCeilings.ts'],
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
})
