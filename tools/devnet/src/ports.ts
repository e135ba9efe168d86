import { createServer } from 'node:net'

/** Thrown when a port the devnet needs is taken; the message names the port and its variable. */
export class PortInUseError extends Error {
  override name = 'PortInUseError'
  constructor(
    readonly port: number,
    readonly variable: string,
  ) {
    super(`Port ${port} is in use (${variable})`)
  }
}

/** Throws a clear error unless `port` is an integer from 1 to 65535. */
export function assertPort(port: number, variable: string): void {
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`${variable} must be a port number from 1 to 65535, got ${JSON.stringify(port)}`)
  }
}

/** Reads a port from `env[variable]`, falling back to `fallback`; throws a clear error on a bad value. */
export function portFromEnv(env: NodeJS.ProcessEnv, variable: string, fallback: number): number {
  const raw = env[variable]
  if (raw === undefined || raw === '') return fallback
  const port = /^\d+$/.test(raw) ? Number(raw) : Number.NaN
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`${variable} must be a port number from 1 to 65535, got ${JSON.stringify(raw)}`)
  }
  return port
}

/** Resolves true when nothing listens on `host:port` (checked by binding it for a moment). */
export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)))
  })
}

/** Throws {@link PortInUseError} for the first busy port of `ports`. */
export async function assertPortsFree(ports: { port: number; variable: string }[]): Promise<void> {
  const free = await Promise.all(ports.map(({ port }) => isPortFree(port)))
  const busy = ports.find((_, index) => !free[index])
  if (busy) throw new PortInUseError(busy.port, busy.variable)
}

/** Asks the OS for a free port on 127.0.0.1 (for tests: never the default ports). */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen({ port: 0, host: '127.0.0.1' }, () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

/** A free port whose next port is free too (for a server with its WebSocket on the next port, as Solana's). */
export async function findFreePortPair(): Promise<number> {
  for (;;) {
    const port = await findFreePort()
    if (port < 65_535 && (await isPortFree(port + 1))) return port
  }
}
