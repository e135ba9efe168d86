import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'secure-site',
    // Positive checks wait with a generous ceiling (issue 23).
    setupFiles: ['../../tools/test-servers/src/waitCeilings.ts'],
    include: ['test/**/*.test.ts', 'src/**/*.test.ts', 'server/**/*.test.ts'],
    testTimeout: 90_000,
    hookTimeout: 60_000,
  },
})
