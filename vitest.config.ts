import { defineConfig } from 'vitest/config'

// Unit and integration tests of every workspace; each has its own vitest.config.ts beside its package.json.
// Browser tests against the running stack live in e2e/ and run through `npm run -w e2e test`.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'services/*/vitest.config.ts',
      'tools/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'scripts/vitest.config.ts',
    ],
  },
})
