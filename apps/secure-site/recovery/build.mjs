// Builds recovery.html: template.html with recoveryPage.ts bundled inline (esbuild, one IIFE, minified), so the
// page is one static file that works offline from file://. `node apps/secure-site/recovery/build.mjs` rewrites
// it; the test test/recoveryPage.test.ts fails when the committed file differs from a fresh build.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'esbuild'

const here = import.meta.dirname

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
  return readFileSync(join(here, 'template.html'), 'utf8').replace('/*RECOVERY_SCRIPT*/', () => script.trim())
}

if (process.argv[1] === import.meta.filename) {
  writeFileSync(join(here, 'recovery.html'), await buildRecoveryPage())
  console.log('wrote apps/secure-site/recovery/recovery.html')
}
