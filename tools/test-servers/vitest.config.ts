import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'test-servers',
    include: ['src/**/*.test.ts'],
  },
})
