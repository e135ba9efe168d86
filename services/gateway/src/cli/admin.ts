import { runAdmin } from './runAdmin.js'

// Entry of `npm run portico-admin -- <command>` (see usage.ts and the README).
process.exitCode = await runAdmin(process.argv.slice(2))
