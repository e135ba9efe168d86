import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'relay',
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    env: { IS_VITEST: 'true', DISABLE_GLOBAL_CORE: 'true' },
  },
})
