import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'solana',
    include: ['src/**/*.test.ts'],
    environment: 'jsdom',
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
})
