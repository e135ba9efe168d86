// startStack(): runs the whole Portico stack (devnet, gateway, relay, demo) as child processes, each in its own
// process group, and resolves once every service answers. Used by `npm start` and by the browser tests' setup.
import { spawnChild } from './lib/child.mjs'
import { assertPortsFree, portFromEnv } from './lib/ports.mjs'
import { waitForHttp, waitForLine } from './lib/readiness.mjs'
import { ROOT, SERVICES } from './lib/services.mjs'

/** How long one service may take to answer after it was spawned. */
export const SERVICE_READY_TIMEOUT_MS = 60_000
/** Output lines of a failed service shown in the error. */
const ERROR_LINES = 15

/**
 * Every service's default port (TEST-CONTRACT.md) plus `offset`, by variable: a second stack (the browser tests,
 * a bench) runs beside `npm start` on these. A variable already set in `env` keeps its value.
 * @param {number} offset
 * @param {Record<string, string | undefined>} [env]
 * @returns {Record<string, string>}
 */
export function offsetPorts(offset, env = {}) {
  if (!Number.isInteger(offset) || offset < 0 || offset > 55_000) {
    throw new Error(`a port offset must be an integer from 0 to 55000, got ${JSON.stringify(offset)}`)
  }
  const ports = {}
  for (const spec of SERVICES) {
    for (const [variable, port] of Object.entries(spec.ports))
      ports[variable] = env[variable] ?? String(port + offset)
  }
  return ports
}

/** `childEnv` without the variables another service keeps to itself (`secrets` in services.mjs). */
function withoutOthersSecrets(spec, childEnv) {
  const env = { ...childEnv }
  for (const other of SERVICES) {
    if (other === spec) continue
    for (const name of other.secrets ?? []) delete env[name]
  }
  return env
}

/**
 * Starts the stack. Ports come from PORTICO_*_PORT in `options.env` or the environment (defaults 5173, 8787,
 * 8788, 8545, 8546); every port is checked before anything starts, and a busy one fails at once with
 * `Port <n> is in use (<VARIABLE>)`. If a service dies or does not answer during startup, the others are
 * stopped and the error names it and shows its last output.
 * @param {import('./stack.d.mts').StartStackOptions} [options]
 * @returns {Promise<import('./stack.d.mts').Stack>}
 */
export async function startStack(options = {}) {
  const log = options.log ?? ((line) => console.log(line))
  const env = { ...process.env, ...options.env }
  const specs = SERVICES.filter((spec) => spec.enabled(options))
  const ports = {}
  for (const spec of specs) {
    for (const [variable, fallback] of Object.entries(spec.ports))
      ports[variable] = portFromEnv(env, variable, fallback)
  }
  await assertPortsFree(Object.entries(ports).map(([variable, port]) => ({ port, variable })))

  const childEnv = {
    ...env,
    ...Object.fromEntries(Object.entries(ports).map(([variable, port]) => [variable, String(port)])),
  }
  const width = Math.max(...specs.map((spec) => spec.name.length))
  const controller = new AbortController()
  const onOuterAbort = () => controller.abort(new Error('stack startup was cancelled'))
  options.signal?.addEventListener('abort', onOuterAbort)
  const children = []
  let started = false
  /** @type {(value: { name: string; code: number | null; signal: string | null }) => void} */
  let reportExit = () => {}
  const exited = new Promise((resolve) => {
    reportExit = resolve
  })
  let stopping
  const stop = () => {
    stopping ??= Promise.all(children.map((child) => child.stop())).then(() => undefined)
    return stopping
  }

  const startService = async (spec) => {
    const prefix = `[${spec.name.padEnd(width)}] `
    const enabledAfter = spec.after.filter((name) => ready.has(name))
    const [prepared] = await Promise.all([
      spec.prepare?.((line) => log(`${prefix}${line}`)),
      ...enabledAfter.map((name) => ready.get(name)),
    ])
    controller.signal.throwIfAborted()
    const child = spawnChild({
      name: spec.name,
      args: spec.args(ports),
      cwd: ROOT,
      env: withoutOthersSecrets(spec, { ...childEnv, ...spec.env?.(env), ...prepared }),
      log,
      prefix,
    })
    children.push(child)
    child.exited.then(({ code, signal }) => {
      if (stopping) return
      if (started) return reportExit({ name: spec.name, code, signal })
      const tail = child.output().slice(-ERROR_LINES).join('\n  ')
      controller.abort(
        new Error(`${spec.name} exited (${code ?? signal}) during startup. Last output:\n  ${tail}`),
      )
    })
    const timeout = AbortSignal.timeout(SERVICE_READY_TIMEOUT_MS)
    const signal = AbortSignal.any([controller.signal, timeout])
    const what = 'http' in spec.ready ? `GET ${spec.ready.http(ports)}` : `a line matching ${spec.ready.line}`
    try {
      await ('http' in spec.ready
        ? waitForHttp(spec.ready.http(ports), signal)
        : waitForLine(child, spec.ready.line, signal))
    } catch (error) {
      if (!timeout.aborted) throw error
      const tail = child.output().slice(-ERROR_LINES).join('\n  ')
      throw new Error(
        `${spec.name} did not answer (${what}) within ${SERVICE_READY_TIMEOUT_MS} ms:\n  ${tail}`,
      )
    }
  }

  /** @type {Map<string, Promise<void>>} */
  const ready = new Map()
  for (const spec of specs)
    ready.set(
      spec.name,
      Promise.resolve().then(() => startService(spec)),
    )
  try {
    await Promise.all(ready.values())
  } catch (error) {
    const reason = controller.signal.aborted ? controller.signal.reason : error
    controller.abort(reason)
    await stop()
    throw reason
  } finally {
    options.signal?.removeEventListener('abort', onOuterAbort)
  }
  started = true
  const urls = Object.assign({}, ...specs.map((spec) => spec.urls(ports)))
  return { urls, ports, stop, exited }
}
