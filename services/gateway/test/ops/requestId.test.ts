import { PassThrough } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { DATABASES } from '../helpers/databases.js'
import { type RunningGateway, startGateway } from '../helpers/startGateway.js'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const pglite = DATABASES.find((d) => d.name === 'pglite') ?? DATABASES[0]!

/** A gateway logging JSON lines into memory. */
async function loggingGateway(trustProxy?: string[]) {
  const stream = new PassThrough()
  let text = ''
  stream.on('data', (c: Buffer) => {
    text += c.toString()
  })
  const gw = await startGateway(pglite, {
    logger: true,
    logStream: stream,
    ...(trustProxy ? { trustProxy } : {}),
  })
  const lines = () =>
    text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
  return { gw, lines }
}

describe('structured logs with request ids', () => {
  let behindProxy: Awaited<ReturnType<typeof loggingGateway>>
  let exposed: Awaited<ReturnType<typeof loggingGateway>>
  beforeAll(async () => {
    ;[behindProxy, exposed] = await Promise.all([loggingGateway(['127.0.0.1']), loggingGateway()])
  })
  afterAll(async () => {
    await Promise.all([behindProxy?.gw.close(), exposed?.gw.close()])
  })
  const get = (gw: RunningGateway, path: string, requestId?: string) =>
    fetch(`${gw.base}${path}`, { headers: requestId ? { 'x-request-id': requestId } : {} })
  /** The access-log line of the request with id `reqId` (written once its answer is sent). */
  const accessLine = (log: typeof behindProxy, reqId: string) =>
    vi.waitFor(
      () => {
        const line = log.lines().find((l) => l.reqId === reqId && l.msg === 'request')
        expect(line).toBeDefined()
        return line as Record<string, unknown>
      },
      { timeout: 30_000, interval: 50 },
    )

  it("from a trusted load balancer, its X-Request-Id is the request's id: logged and echoed", async () => {
    const res = await get(behindProxy.gw, '/health', 'lb-7f3a:42')
    expect(res.headers.get('x-request-id')).toBe('lb-7f3a:42')
    const line = await accessLine(behindProxy, 'lb-7f3a:42')
    expect(line).toMatchObject({ method: 'GET', url: '/health', statusCode: 200, level: 30 })
    expect(typeof line.responseTimeMs).toBe('number')
  })

  it('a malformed forwarded id is replaced by a generated one', async () => {
    const res = await get(behindProxy.gw, '/health', `${'x'.repeat(129)}`)
    const id = res.headers.get('x-request-id') ?? ''
    expect(id).toMatch(UUID)
    await accessLine(behindProxy, id)
  })

  it('from anyone else the header is ignored: a client cannot write ids into the logs', async () => {
    const res = await get(exposed.gw, '/health', 'forged-by-client')
    const id = res.headers.get('x-request-id') ?? ''
    expect(id).toMatch(UUID)
    await accessLine(exposed, id)
    expect(exposed.lines().some((l) => l.reqId === 'forged-by-client')).toBe(false)
  })

  it('every answer carries its id, errors too, and ids differ per request', async () => {
    const [a, b] = await Promise.all([get(exposed.gw, '/no/such/route'), get(exposed.gw, '/health')])
    expect(a.status).toBe(404)
    const [idA, idB] = [a.headers.get('x-request-id'), b.headers.get('x-request-id')]
    expect(idA).toMatch(UUID)
    expect(idB).toMatch(UUID)
    expect(idA).not.toBe(idB)
    expect(await accessLine(exposed, idA ?? '')).toMatchObject({ statusCode: 404 })
  })
})
