import { PassThrough } from 'node:stream'
import { Validator } from '@seriousme/openapi-schema-validator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DATABASES } from './helpers/databases.js'
import { operationsOf } from './helpers/openApiOperations.js'
import { type RunningGateway, startGateway } from './helpers/startGateway.js'

/** Every route and the parameters it must document (path, then query). */
const EXPECTED: Record<string, string[]> = {
  'GET /health': [],
  'GET /ready': [],
  'GET /metrics': [],
  'GET /getWallets': [
    'projectId',
    'st',
    'sv',
    'page',
    'entries',
    'search',
    'include',
    'exclude',
    'chains',
    'badge_type',
  ],
  'GET /getWalletImage/{id}': ['id', 'projectId', 'st', 'sv'],
  'GET /public/getAssetImage/{id}': ['id', 'projectId', 'st', 'sv'],
  'GET /public/getCurrencyImage/{id}': ['id', 'projectId', 'st', 'sv'],
  'GET /public/getTokenImage/{id}': ['id', 'projectId', 'st', 'sv'],
  'GET /appkit/v1/config': ['projectId', 'st', 'sv'],
  'GET /projects/v1/origins': ['projectId', 'st', 'sv'],
  'GET /getAnalyticsConfig': ['projectId', 'st', 'sv'],
  'POST /e': ['projectId', 'st', 'sv'],
  'GET /v1/supported-chains': ['projectId', 'st', 'sv'],
  'POST /v1/': ['projectId', 'st', 'sv', 'chainId'],
  'GET /v1/account/{address}/balance': [
    'address',
    'projectId',
    'st',
    'sv',
    'chainId',
    'currency',
    'forceUpdate',
  ],
  'GET /v1/account/{address}/history': [
    'address',
    'projectId',
    'st',
    'sv',
    'chainId',
    'cursor',
    'limit',
    'onramp',
  ],
  'GET /v1/account/{address}/nfts': ['address', 'projectId', 'st', 'sv', 'chainId', 'cursor', 'limit'],
  'GET /v1/nft/{chainId}/{contract}/{tokenId}/image': [
    'chainId',
    'contract',
    'tokenId',
    'projectId',
    'st',
    'sv',
  ],
  'POST /auth/v1/email/change/start': ['projectId', 'st', 'sv'],
  'POST /auth/v1/email/change/verify': ['projectId', 'st', 'sv'],
  'POST /auth/v1/email/start': ['projectId', 'st', 'sv'],
  'POST /auth/v1/email/verify': ['projectId', 'st', 'sv'],
  'POST /auth/v1/session/refresh': ['projectId', 'st', 'sv'],
  'POST /auth/v1/session/revoke': ['projectId', 'st', 'sv'],
  'GET /auth/v1/session': ['projectId', 'st', 'sv'],
  'GET /auth/v1/wallet': ['projectId', 'st', 'sv', 'namespace'],
  'POST /auth/v1/wallet': ['projectId', 'st', 'sv'],
  'POST /auth/v1/custody/key-release': ['projectId', 'st', 'sv'],
  'GET /auth/v1/wallet/envelopes': ['projectId', 'st', 'sv', 'namespace'],
  'POST /auth/v1/wallet/envelopes': ['projectId', 'st', 'sv'],
  'POST /auth/v1/wallet/envelopes/remove': ['projectId', 'st', 'sv'],
  'GET /v1/convert/tokens': ['projectId', 'st', 'sv', 'chainId'],
  'GET /v1/convert/quotes': ['projectId', 'st', 'sv', 'amount', 'userAddress', 'from', 'to', 'gasPrice'],
  'GET /v1/convert/allowance': ['projectId', 'st', 'sv', 'tokenAddress', 'userAddress'],
  'GET /v1/convert/gas-price': ['projectId', 'st', 'sv', 'chainId'],
  'GET /v1/convert/build-approve': ['projectId', 'st', 'sv', 'userAddress', 'from', 'to', 'amount'],
  'POST /v1/convert/build-transaction': ['projectId', 'st', 'sv'],
  'POST /v1/fungible/price': ['projectId', 'st', 'sv'],
  'GET /v1/onramp/options': ['projectId', 'st', 'sv'],
  'POST /v1/onramp/quote': ['projectId', 'st', 'sv'],
  'POST /v1/generators/onrampurl': ['projectId', 'st', 'sv'],
  'GET /sandbox/onramp/checkout/{checkoutId}': ['checkoutId'],
  'POST /sandbox/onramp/checkout/{checkoutId}/pay': ['checkoutId'],
  'POST /v1/profile/account': ['projectId', 'st', 'sv', 'apiVersion', 'sender'],
  'GET /v1/profile/account/{name}': ['name', 'projectId', 'st', 'sv', 'apiVersion', 'sender'],
  'GET /v1/profile/reverse/{address}': ['address', 'projectId', 'st', 'sv', 'apiVersion', 'sender'],
  'GET /v1/profile/suggestions': ['projectId', 'st', 'sv'],
  'GET /v1/profile/suggestions/{name}': ['name', 'projectId', 'st', 'sv', 'zone'],
  'GET /v1/identity/{address}': ['address', 'projectId', 'st', 'sv', 'sender'],
  'GET /v1/ens/{sender}': ['sender', 'data'],
  'POST /v1/ens/{sender}': ['sender'],
  'POST /auth/v1/siwx/nonce': ['projectId', 'st', 'sv'],
  'POST /auth/v1/siwx/verify': ['projectId', 'st', 'sv'],
  'GET /auth/v1/siwx/session': ['projectId', 'st', 'sv'],
  'POST /auth/v1/siwx/revoke': ['projectId', 'st', 'sv'],
  'POST /auth/v1/social/start': ['projectId', 'st', 'sv'],
  'POST /auth/v1/social/callback': ['projectId', 'st', 'sv'],
  'POST /auth/v1/social/redeem': ['projectId', 'st', 'sv'],
  'POST /farcaster/v1/channel': ['projectId', 'st', 'sv'],
  'GET /farcaster/v1/channel/status': [],
  'POST /farcaster/v1/channel/authenticate': [],
  'POST /auth/v1/farcaster/redeem': ['projectId', 'st', 'sv'],
  'GET /v1/sessions/{address}': ['address', 'projectId', 'st', 'sv'],
  'POST /v1/sessions/{address}': ['address', 'projectId', 'st', 'sv'],
  'POST /v1/sessions/{address}/revoke': ['address', 'projectId', 'st', 'sv'],
  'POST /v1/simulate': ['projectId', 'st', 'sv'],
  'GET /openapi.json': [],
}

describe('OpenAPI document and request logs', () => {
  const database = DATABASES[0]!
  const lines: string[] = []
  let gw: RunningGateway
  beforeAll(async () => {
    const logStream = new PassThrough()
    logStream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)))
    gw = await startGateway(database, { logger: true, logStream })
  })
  afterAll(() => gw?.close())

  it('/openapi.json is a valid OpenAPI 3 document', async () => {
    const res = await fetch(`${gw.base}/openapi.json`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    const doc = await res.json()
    const validator = new Validator()
    const result = await validator.validate(doc)
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(validator.version).toMatch(/^3\./)
  })

  it('lists every route with its parameters, request body and error responses', async () => {
    const doc = await (await fetch(`${gw.base}/openapi.json`)).json()
    const ops = operationsOf(doc)
    const listed = Object.fromEntries(
      ops.map((o) => [`${o.method} ${o.path}`, o.parameters.map((p) => p.name)]),
    )
    expect(listed).toEqual(EXPECTED)
    const byName = Object.fromEntries(ops.map((o) => [`${o.method} ${o.path}`, o]))
    expect(byName['POST /e']?.body?.required).toEqual(['eventId', 'timestamp', 'props'])
    expect(byName['POST /v1/']?.parameters.find((p) => p.name === 'chainId')?.required).toBe(true)
    expect(byName['GET /getWalletImage/{id}']?.parameters[0]).toMatchObject({ in: 'path', required: true })
    const getWallets = doc.paths['/getWallets'].get
    expect(Object.keys(getWallets.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '413', '415', '429']),
    )
    expect(doc.components.schemas.Error.required).toEqual(['error', 'code', 'message'])
  })

  it('logs each request as one JSON line with method, url, status, response time, time and request id', async () => {
    await fetch(`${gw.base}/getWallets?entries=2&search=met`)
    await fetch(`${gw.base}/projects/v1/origins?projectId=nope`)
    await new Promise((r) => setTimeout(r, 50))
    const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>)
    const wallets = entries.find((e) => e.url === '/getWallets?entries=2&search=met')
    expect(wallets).toMatchObject({ level: 30, msg: 'request', method: 'GET', statusCode: 200 })
    expect(typeof wallets?.responseTimeMs).toBe('number')
    expect(typeof wallets?.time).toBe('number')
    expect(typeof wallets?.reqId).toBe('string')
    const refused = entries.find((e) => e.url === '/projects/v1/origins?projectId=nope')
    expect(refused).toMatchObject({ method: 'GET', statusCode: 403 })
    expect(entries.filter((e) => e.reqId === wallets?.reqId)).toHaveLength(1)
  })
})
