import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'gateway',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})
