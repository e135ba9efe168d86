import { defineProject } from 'vitest/config'

export default defineProject({
  test: { name: 'appkit-compat', include: ['src/**/*.test.{ts,tsx}'], environment: 'jsdom' },
})
