// Port helpers for the stack: read ports from the environment, check they are free, find free ones for tests.
import { createServer } from 'node:net'

/** Thrown when a port the stack needs is taken; the message names the port and its variable. */
export class PortInUseError extends Error {
  name = 'PortInUseError'
  /** @param {number} port @param {string} variable */
  constructor(port, variable) {
    super(`Port ${port} is in use (${variable})`)
    this.port = port
    this.variable = variable
  }
}

/**
 * Reads a port from `env[variable]`, or `fallback` when unset; throws a clear error on a bad value.
 * @param {Record<string, string | undefined>} env @param {string} variable @param {number} fallback
 */
export function portFromEnv(env, variable, fallback) {
  const raw = env[variable]
  if (raw === undefined || raw === '') return fallback
  const port = /^\d+$/.test(raw) ? Number(raw) : Number.NaN
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`${variable} must be a port number from 1 to 65535, got ${JSON.stringify(raw)}`)
  }
  return port
}

/** Resolves true when nothing listens on `host:port` (checked by binding it for a moment). */
export function isPortFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)))
  })
}

/**
 * Throws {@link PortInUseError} for the first busy port, and a clear error when two variables share a port.
 * @param {{ port: number; variable: string }[]} ports
 */
export async function assertPortsFree(ports) {
  const seen = new Map()
  for (const { port, variable } of ports) {
    if (seen.has(port)) throw new Error(`${seen.get(port)} and ${variable} are both ${port}`)
    seen.set(port, variable)
  }
  const free = await Promise.all(ports.map(({ port }) => isPortFree(port)))
  const busy = ports.find((_, index) => !free[index])
  if (busy) throw new PortInUseError(busy.port, busy.variable)
}

/** Asks the OS for a free port on 127.0.0.1. */
export function findFreePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen({ port: 0, host: '127.0.0.1' }, () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address())
      server.close(() => resolve(port))
    })
  })
}
