import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'react',
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
