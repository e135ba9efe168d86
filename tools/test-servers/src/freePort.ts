import { createServer } from 'node:net'

/** Resolves a TCP port on 127.0.0.1 that was free a moment ago (tests never use the stack's default ports). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}
