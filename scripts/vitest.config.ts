import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'scripts',
    // Positive checks wait with a generous ceiling (issue 23).
    setupFiles: ['../tools/test-servers/src/waitCeilings.ts'],
    include: ['lib/**/*.test.mjs'],
    environment: 'node',
  },
})
