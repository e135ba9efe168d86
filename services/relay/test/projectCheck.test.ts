import type { AddressInfo } from 'node:net'
import { createGateway, type Gateway } from '@portico/gateway'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import {
  createLogger,
  GatewayProjectChecker,
  PROJECT_CHECK_UNAVAILABLE_REASON,
  type RelayServer,
  startRelay,
  UNKNOWN_PROJECT_REASON,
} from '../src/index.js'
import { makeAuthToken } from './helpers/authToken.js'

type Outcome = { opened: true } | { opened: false; code?: number; reason?: string; status?: number }

/** Connects as the official clients do (`useOnCloseEvent=true`) with `projectId`, and reports the outcome. */
function attempt(relayUrl: string, projectId: string): Promise<Outcome> {
  const { token } = makeAuthToken({ aud: relayUrl })
  return new Promise((resolve) => {
    const ws = new WebSocket(`${relayUrl}/?auth=${token}&projectId=${projectId}&useOnCloseEvent=true`)
    let opened = false
    ws.on('unexpected-response', (_req, res) => resolve({ opened: false, status: res.statusCode }))
    ws.on('error', () => {})
    ws.on('open', () => {
      opened = true
      setTimeout(() => {
        if (ws.readyState !== ws.OPEN) return
        ws.terminate()
        resolve({ opened: true })
      }, 100)
    })
    ws.on('close', (code, reason) => {
      if (opened) resolve({ opened: false, code, reason: reason.toString() })
    })
  })
}

/** The real gateway on an in-memory PGlite, with its development project `portico-dev`. */
async function startTestGateway(): Promise<{ gateway: Gateway; url: string }> {
  const gateway = await createGateway({ dataDir: 'memory://', devProjectId: 'portico-dev', rpcUrls: {} })
  await gateway.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = gateway.app.server.address() as AddressInfo
  return { gateway, url: `http://127.0.0.1:${port}` }
}

describe('issue 17: project ids checked against the gateway project table', () => {
  let gw: Awaited<ReturnType<typeof startTestGateway>>
  let relay: RelayServer
  beforeAll(async () => {
    gw = await startTestGateway()
    relay = await startRelay({ port: 0, logger: 'silent', gatewayUrl: gw.url })
  }, 60_000)
  afterAll(async () => {
    await relay?.close()
    await gw?.gateway.close()
  })

  it('accepts the gateway project portico-dev and refuses an unknown one with 3000 and a clear reason', async () => {
    expect(await attempt(relay.url, 'portico-dev')).toEqual({ opened: true })
    expect(await attempt(relay.url, 'no-such-project')).toEqual({
      opened: false,
      code: 3000,
      reason: UNKNOWN_PROJECT_REASON,
    })
  })

  it('caches known and unknown answers, asks again after their TTLs, and fails open only for known projects', async () => {
    let now = 1_000_000
    const checker = new GatewayProjectChecker({
      gatewayUrl: gw.url,
      logger: createLogger('silent'),
      positiveTtlMs: 60_000,
      negativeTtlMs: 10_000,
      now: () => now,
    })
    expect(await checker.check('portico-dev')).toEqual({ ok: true })
    expect(await checker.check('nobody')).toMatchObject({ ok: false, kind: 'unknown' })
    expect(checker.gatewayRequests).toBe(2)
    // Within the TTLs, and for concurrent checks, the gateway is not asked again.
    await Promise.all([checker.check('portico-dev'), checker.check('nobody'), checker.check('nobody')])
    expect(checker.gatewayRequests).toBe(2)
    now += 10_001
    expect(await checker.check('nobody')).toMatchObject({ ok: false, kind: 'unknown' })
    expect(await checker.check('portico-dev')).toEqual({ ok: true })
    expect(checker.gatewayRequests).toBe(3)
    now += 60_001

    const unreachable = new GatewayProjectChecker({
      gatewayUrl: 'http://127.0.0.1:9',
      logger: createLogger('silent'),
      timeoutMs: 500,
    })
    expect(await unreachable.check('portico-dev')).toEqual({
      ok: false,
      kind: 'unavailable',
      reason: PROJECT_CHECK_UNAVAILABLE_REASON,
    })
  })

  it('while the gateway is down: a project confirmed before still connects, one never seen gets HTTP 503', async () => {
    const own = await startTestGateway()
    const r = await startRelay({
      port: 0,
      logger: 'silent',
      gatewayUrl: own.url,
      projectCache: { positiveTtlMs: 1, negativeTtlMs: 1 },
    })
    try {
      expect(await attempt(r.url, 'portico-dev')).toEqual({ opened: true })
      await own.gateway.close()
      await new Promise((res) => setTimeout(res, 5))
      expect(await attempt(r.url, 'portico-dev')).toEqual({ opened: true })
      expect(await attempt(r.url, 'never-seen')).toEqual({ opened: false, status: 503 })
    } finally {
      await r.close()
    }
  })
})
