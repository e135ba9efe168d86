/** `node --import tsx services/gateway/src/db/preparePgliteTemplate.ts`: builds the PGlite template now. */
import { ensureMemoryTemplate } from './memoryTemplate.js'
import { ensurePgliteTemplate } from './pgliteTemplate.js'

const startedAt = performance.now()
const template = await ensurePgliteTemplate()
await ensureMemoryTemplate()
console.log(`[portico] PGlite template ready in ${Math.round(performance.now() - startedAt)} ms: ${template}`)
