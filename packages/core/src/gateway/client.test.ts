import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { GatewayError } from '../errors/errors.js'
import { createGatewayClient } from './client.js'

/** A local HTTP server on an ephemeral port that answers every request with `status` and a JSON body. */
async function startServer(status: number) {
  const urls: string[] = []
  const server: Server = createServer((req, res) => {
    urls.push(req.url ?? '')
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ code: 'TEAPOT', message: 'I am a teapot' }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    urls,
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const clientFor = (baseUrl: string) =>
  createGatewayClient({ baseUrl, projectId: 'portico-dev', sdkType: 'portico', sdkVersion: 'test-1' })

describe('gateway client', () => {
  const servers: { close(): Promise<void> }[] = []
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.close()))
  })

  it('S-47 a non-OK status throws a GatewayError whose message and status carry the code', async () => {
    const server = await startServer(418)
    servers.push(server)
    const error = await clientFor(server.baseUrl)
      .getConfig()
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(GatewayError)
    expect((error as GatewayError).status).toBe(418)
    expect((error as GatewayError).message).toContain('418')
    expect((error as GatewayError).details).toContain('TEAPOT')
    expect(server.urls[0]).toBe('/appkit/v1/config?projectId=portico-dev&st=portico&sv=test-1')
  })

  it('S-47 P-12 sending an event to /e throws with the status when the gateway refuses it', async () => {
    const server = await startServer(403)
    servers.push(server)
    const error = await clientFor(server.baseUrl)
      .sendEvent({ eventId: 'e1', timestamp: 1, props: { event: 'MODAL_OPEN' } })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(GatewayError)
    expect((error as GatewayError).status).toBe(403)
  })
})
