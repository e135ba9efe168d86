// The standalone recovery page is one static file in the repository, recovery.html, that works offline from
// file://: its script is recoveryPage.ts bundled inline (esbuild, one IIFE, minified). `node
// apps/secure-site/recovery/build.mjs` rewrites that script in place after a change to the sources (the page's
// HTML is edited in recovery.html itself); test/recoveryPage.test.ts fails while it is stale. The secure site's
// build (scripts/siteBuild.mjs) also serves the page at `/recovery.html` for the user to save.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'esbuild'

const here = import.meta.dirname
/** The page: in this folder, and its path on the secure site. */
export const RECOVERY_PAGE_FILE = 'recovery.html'
/** The page's one script element, whose content the build replaces. */
const SCRIPT = /<script>[\s\S]*?<\/script>/

/** The page's HTML with its inline script built from the sources now. */
export async function buildRecoveryPage() {
  const result = await build({
    entryPoints: [join(here, 'recoveryPage.ts')],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2022',
    write: false,
    legalComments: 'none',
  })
  const script = result.outputFiles[0].text.trim().replace(/<\/script/gi, '<\\/script')
  const page = readFileSync(join(here, RECOVERY_PAGE_FILE), 'utf8')
  if (!SCRIPT.test(page)) throw new Error(`${RECOVERY_PAGE_FILE} has no <script> element to fill`)
  return page.replace(SCRIPT, () => `<script>${script}</script>`)
}

if (process.argv[1] === import.meta.filename) {
  writeFileSync(join(here, RECOVERY_PAGE_FILE), await buildRecoveryPage())
  console.log(`wrote apps/secure-site/recovery/${RECOVERY_PAGE_FILE}`)
}
