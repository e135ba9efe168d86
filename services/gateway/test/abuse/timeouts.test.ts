import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configFromEnv } from '../../src/index.js'
import { DATABASES } from '../helpers/databases.js'
import { type RunningGateway, startGateway } from '../helpers/startGateway.js'

/** A short request timeout, so the test is quick; production uses REQUEST_TIMEOUT_MS (30 s). */
const TEST_REQUEST_TIMEOUT_MS = 600
const pglite = DATABASES.find((d) => d.name === 'pglite') ?? DATABASES[0]!

/**
 * Opens a raw connection, writes `bytes`, then waits; resolves what came back once the server closed the socket.
 * The client never sends more, so only the server's request timeout can end the wait (the figure itself is not
 * asserted: the test's own timeout is the ceiling).
 */
function stall(base: string, bytes: string): Promise<{ text: string }> {
  const url = new URL(base)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => socket.write(bytes))
    let text = ''
    socket.on('data', (c: Buffer) => {
      text += c.toString()
    })
    socket.on('error', reject)
    socket.on('close', () => resolve({ text }))
  })
}

describe('request timeouts: a stalled client cannot hold a connection', () => {
  let gw: RunningGateway
  beforeAll(async () => {
    gw = await startGateway(pglite, { requestTimeoutMs: TEST_REQUEST_TIMEOUT_MS })
  })
  afterAll(() => gw?.close())

  it('a body stalled after 2 bytes is answered 408 (JSON) and the connection closed by the server', async () => {
    const head =
      'POST /e?projectId=portico-dev HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      'Content-Length: 100\r\n\r\n{"'
    const { text } = await stall(gw.base, head)
    expect(text).toMatch(/^HTTP\/1\.1 408 /)
    expect(text).toContain('"code":"BAD_REQUEST"')
    expect(text).toContain('Request took too long to arrive')
  })

  it('headers that never finish are answered 408 and closed by the server', async () => {
    const { text } = await stall(gw.base, 'GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: a')
    expect(text).toMatch(/^HTTP\/1\.1 408 /)
  })

  it('a normal request on the same server is unaffected', async () => {
    expect((await fetch(`${gw.base}/health`)).status).toBe(200)
  })

  it('reads PORTICO_REQUEST_TIMEOUT_MS and refuses a bad value', () => {
    expect(configFromEnv({ PORTICO_REQUEST_TIMEOUT_MS: '5000' }).requestTimeoutMs).toBe(5000)
    for (const bad of ['0', 'Infinity', '1e999', '-1', 'abc']) {
      expect(() => configFromEnv({ PORTICO_REQUEST_TIMEOUT_MS: bad })).toThrow(
        'PORTICO_REQUEST_TIMEOUT_MS must be a positive integer',
      )
    }
  })
})
