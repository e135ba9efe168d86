/** `node --import tsx services/gateway/src/db/preparePgliteTemplate.ts`: builds the PGlite template now. */
import { ensurePgliteTemplate } from './pgliteTemplate.js'

const startedAt = performance.now()
const template = await ensurePgliteTemplate()
console.log(`[portico] PGlite template ready in ${Math.round(performance.now() - startedAt)} ms: ${template}`)
