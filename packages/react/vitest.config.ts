import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'react',
    // Positive checks wait with a generous ceiling (issue 23).
    setupFiles: ['../../tools/test-servers/src/waitCeilings.ts', './src/testing/domWaitCeilings.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // Type tests (`*.test-d.ts` beside each hook): checked by tsc when the project runs, so `npm test` runs them.
    typecheck: {
      enabled: true,
      include: ['src/**/*.test-d.{ts,tsx}'],
      tsconfig: './tsconfig.typecheck.json',
    },
  },
})
