import { defineConfig } from 'vitest/config'

// Unit and integration tests of every workspace; each has its own vitest.config.ts beside its package.json.
// Browser tests against the running stack live in e2e/ and run through `npm run -w e2e test`.
export default defineConfig({
  test: {
    // Both cores: vitest's default leaves one of two idle, and most of these files wait on servers, chains and
    // child processes rather than compute (issue 23). Files that must not overlap say so in their project.
    maxWorkers: 2,
    projects: [
      'packages/*/vitest.config.ts',
      'services/*/vitest.config.ts',
      'tools/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'scripts/vitest.config.ts',
    ],
  },
})
