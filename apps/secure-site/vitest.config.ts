import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'secure-site',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts', 'server/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
