import { defineConfig } from 'vite'

/**
 * The secure site's production build (`scripts/siteBuild.mjs` runs it into `dist/<source hash>/`). There is no
 * dev server: `server/main.ts` serves the build with the site's own server side. Settings that differ per
 * deployment (the gateway's URL, the smart-account factory) are not built in: the server writes them into the
 * page (`src/siteConfig.ts`), so one build serves every port and environment.
 */
export default defineConfig({
  root: import.meta.dirname,
  build: { target: 'es2022' },
})
