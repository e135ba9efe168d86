import { defineProject } from 'vitest/config'

export default defineProject({
  test: { name: 'wagmi', include: ['src/**/*.test.ts'], environment: 'node' },
})
