// Builds the standalone recovery page: template.html with recoveryPage.ts bundled inline (esbuild, one IIFE,
// minified), so the page is one static file that works offline from file://. The secure site's build
// (scripts/siteBuild.mjs) writes it beside the site, served at `/recovery.html` for the user to save;
// `node apps/secure-site/recovery/build.mjs [out.html]` writes it on its own (default: ./recovery.html).
import { writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { build } from 'esbuild'

const here = import.meta.dirname
/** The page's file name in the site's build output (and so its path on the secure site). */
export const RECOVERY_PAGE_FILE = 'recovery.html'

/** The page's HTML, built now. */
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
  const script = result.outputFiles[0].text.replace(/<\/script/gi, '<\\/script')
  const template = await readFile(join(here, 'template.html'), 'utf8')
  return template.replace('/*RECOVERY_SCRIPT*/', () => script.trim())
}

if (process.argv[1] === import.meta.filename) {
  const out = resolve(process.argv[2] ?? RECOVERY_PAGE_FILE)
  writeFileSync(out, await buildRecoveryPage())
  console.log(`wrote ${out}`)
}
