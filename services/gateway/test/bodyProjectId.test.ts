import { NATIVE_TOKEN_ADDRESS } from '@portico/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UNKNOWN_PROJECT_MESSAGE } from '../src/http/requestGuard.js'
import { DATABASES } from './helpers/databases.js'
import { type RunningGateway, startGateway } from './helpers/startGateway.js'

const APP = 'http://127.0.0.1:5173'
const pglite = DATABASES.find((d) => d.name === 'pglite') ?? DATABASES[0]!
/** A chain the gateway has no swaps on: the route's own answer (S-03) shows the project was admitted. */
const OTHER_CHAIN = 'eip155:1'
const price = (projectId?: string) => ({
  currency: 'usd',
  addresses: [`${OTHER_CHAIN}:${NATIVE_TOKEN_ADDRESS}`],
  ...(projectId === undefined ? {} : { projectId }),
})
const buildTransaction = (projectId: string) => ({
  projectId,
  amount: '1000',
  from: `${OTHER_CHAIN}:${NATIVE_TOKEN_ADDRESS}`,
  to: `${OTHER_CHAIN}:0x00000000000000000000000000000000000000aa`,
  userAddress: `${OTHER_CHAIN}:0x00000000000000000000000000000000000000bb`,
  eip155: { slippage: '1' },
})

// SPEC section 7: `POST /v1/fungible/price` and `POST /v1/convert/build-transaction` take `projectId` in the body,
// as AppKit's own client sends it; the query's `projectId` stays accepted.
describe('projectId in the body of the POST routes that list it (SPEC section 7)', () => {
  let gw: RunningGateway
  beforeAll(async () => {
    gw = await startGateway(pglite)
  })
  afterAll(() => gw?.close())

  const post = async (path: string, body: unknown, origin = APP) => {
    const res = await fetch(`${gw.base}${path}?st=appkit&sv=test`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(body),
    })
    return { status: res.status, headers: res.headers, body: (await res.json()) as any }
  }

  it('/v1/fungible/price answers with the body projectId only, with CORS for an allowed origin', async () => {
    const res = await post('/v1/fungible/price', price('portico-dev'))
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ fungibles: [] })
    expect(res.headers.get('access-control-allow-origin')).toBe(APP)
  })

  it('/v1/convert/build-transaction admits the body projectId (the route then judges the network)', async () => {
    const res = await post('/v1/convert/build-transaction', buildTransaction('portico-dev'))
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('Network not supported for Swaps')
  })

  it('an unknown body projectId gets 403 with the P-16 message; none at all gets 401', async () => {
    const unknown = await post('/v1/fungible/price', price('no-such-project'))
    expect(unknown.status).toBe(403)
    expect(unknown.body).toMatchObject({ code: 'UNKNOWN_PROJECT', message: UNKNOWN_PROJECT_MESSAGE })
    const missing = await post('/v1/fungible/price', price())
    expect(missing.status).toBe(401)
    expect(missing.body).toMatchObject({ code: 'MISSING_PROJECT_ID' })
  })

  it("the body's project is checked against the Origin like the query's: a foreign origin gets a readable 403", async () => {
    const res = await post('/v1/fungible/price', price('portico-dev'), 'https://evil.example')
    expect(res.status).toBe(403)
    expect(res.body.code).toBe('ORIGIN_NOT_ALLOWED')
    // S-05: the refusal (and only the refusal) is readable, so the modal can show 'Invalid App Configuration'.
    expect(res.headers.get('access-control-allow-origin')).toBe('https://evil.example')
  })

  it('the preflight of a body-project route without ?projectId= lets the browser send the body', async () => {
    const res = await fetch(`${gw.base}/v1/fungible/price?st=appkit&sv=test`, {
      method: 'OPTIONS',
      headers: { origin: APP, 'access-control-request-method': 'POST' },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe(APP)
    expect(res.headers.get('access-control-allow-headers')).toContain('content-type')
    // Any other route still needs its project in the query for a preflight to succeed.
    const other = await fetch(`${gw.base}/v1/onramp/quote?st=appkit&sv=test`, {
      method: 'OPTIONS',
      headers: { origin: APP, 'access-control-request-method': 'POST' },
    })
    expect(other.status).toBe(204)
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
  })
})
