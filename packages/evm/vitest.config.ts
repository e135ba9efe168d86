import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'evm',
    // Positive checks wait with a generous ceiling (issue 23).
    setupFiles: ['../../tools/test-servers/src/waitCeilings.ts'],
    include: ['src/**/*.test.ts'],
    environment: 'jsdom',
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
})
