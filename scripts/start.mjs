#!/usr/bin/env node
// `npm start`: installs npm dependencies when missing, starts the whole stack in the foreground and prints each
// URL once everything answers. Ctrl-C (SIGINT) or SIGTERM stops every service within 5 s.
import { ensureNpmDependencies } from './lib/ensure.mjs'
import { startStack } from './stack.mjs'

/** Exit anyway if stopping takes longer than this (the contract is 5 s). */
const EXIT_DEADLINE_MS = 4_800
/** How often to check that the process that started us is still there. */
const PARENT_POLL_MS = 250

const startedAt = performance.now()
ensureNpmDependencies()

const controller = new AbortController()
let stack
let stopping = false
const shutdown = async (code) => {
  if (stopping) return
  stopping = true
  setTimeout(() => process.exit(code || 1), EXIT_DEADLINE_MS).unref()
  controller.abort()
  await stack?.stop()
  console.log('[portico] stopped')
  process.exit(code)
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.log(`\n[portico] ${signal}: stopping…`)
    shutdown(0)
  })
}

// `npm start` runs this under npm (and a shell), and npm exits on SIGTERM without passing it on: when the
// process that started us goes away we are re-parented, and stop as if signalled.
const parentAtStart = process.ppid
setInterval(() => {
  if (process.ppid !== parentAtStart) {
    console.log('\n[portico] parent process exited: stopping…')
    shutdown(0)
  }
}, PARENT_POLL_MS).unref()

try {
  stack = await startStack({ signal: controller.signal })
} catch (error) {
  if (!stopping) {
    console.error(`[portico] ${error instanceof Error ? error.message : error}`)
    process.exit(1)
  }
}
if (stack && !stopping) {
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1)
  const order = ['demo', 'gateway', 'console', 'relay', 'evmA', 'evmB']
  const names = Object.keys(stack.urls).sort((a, b) => order.indexOf(a) - order.indexOf(b))
  const rows = names.map((name) => `  ${name.padEnd(8)} ${stack.urls[name]}`)
  console.log(`[portico] ready in ${seconds} s\n${rows.join('\n')}\n[portico] Ctrl-C stops everything.`)
  stack.exited.then(({ name, code, signal }) => {
    console.error(`[portico] ${name} exited (${code ?? signal}); stopping the stack`)
    shutdown(1)
  })
}
