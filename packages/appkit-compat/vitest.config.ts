import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'appkit-compat',
    // Positive checks wait with a generous ceiling (issue 23).
    setupFiles: ['../../tools/test-servers/src/waitCeilings.ts', '../react/src/testing/domWaitCeilings.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
  },
})
