import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'embedded-wallet',
    // Positive checks wait with a generous ceiling (issue 23).
    setupFiles: ['../../tools/test-servers/src/waitCeilings.ts'],
    include: ['src/**/*.test.ts'],
    environment: 'jsdom',
    testTimeout: 10_000,
  },
})
