import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isSecureOnlyPath } from '../src/http/secureOrigin.js'
import { BODY_LIMIT_BYTES } from '../src/index.js'
import { startAnvil, type TestChain } from './helpers/anvil.js'
import { DATABASES } from './helpers/databases.js'
import {
  INVALID_JSON_BODIES,
  ODD_METHODS,
  PATH_VALUES,
  QUERY_SHAPES,
  QUERY_VALUES,
  RAW_REQUESTS,
  TRAVERSAL_PATHS,
  WRONG_CONTENT_TYPES,
  wrongShapeBodies,
} from './helpers/malformedValues.js'
import { type Operation, operationsOf, sampleFor, urlFor } from './helpers/openApiOperations.js'
import { sendRawBytes } from './helpers/rawHttp.js'
import { type Case, runCases } from './helpers/responseChecks.js'
import { type RunningGateway, startGateway } from './helpers/startGateway.js'

/** Routes the gateway must document; new ones are picked up from /openapi.json without listing them here. */
const KNOWN_ROUTES = [
  'GET /health',
  'GET /getWallets',
  'GET /getWalletImage/{id}',
  'GET /appkit/v1/config',
  'GET /projects/v1/origins',
  'GET /getAnalyticsConfig',
  'POST /e',
  'POST /v1/',
  'GET /v1/supported-chains',
  'GET /v1/account/{address}/balance',
  'GET /v1/account/{address}/history',
  'GET /v1/account/{address}/nfts',
  'GET /v1/nft/{chainId}/{contract}/{tokenId}/image',
  'GET /openapi.json',
]
/**
 * Routes whose valid baseline is a 400 'Network not supported for …' (S-02, S-03): the bare anvil chain has no
 * AMM, so it is not a swap chain.
 */
const UNSUPPORTED_BASELINES = new Set([
  'GET /v1/convert/gas-price',
  'GET /v1/convert/build-approve',
  'POST /v1/convert/build-transaction',
])
/** Routes whose valid baseline is a 404: the bare anvil chain holds no NFT, so no NFT image exists. */
const NOT_FOUND_BASELINES = new Set([
  'GET /v1/nft/{chainId}/{contract}/{tokenId}/image',
  // No checkout has the sample id.
  'GET /sandbox/onramp/checkout/{checkoutId}',
  'POST /sandbox/onramp/checkout/{checkoutId}/pay',
  // No name is registered in a fresh database.
  'GET /v1/profile/account/{name}',
])
/**
 * Routes whose valid request needs what no sample can give: a wallet's signature over a fresh message, or a
 * name (the bare suggestions path exists only to answer that one is required).
 */
const BAD_REQUEST_BASELINES = new Set([
  'POST /v1/profile/account',
  'GET /v1/profile/suggestions',
  'POST /auth/v1/siwx/verify',
])
/**
 * Routes whose valid request still needs a login (a code read from the mail, a session token): their baseline
 * is a JSON 401, since no test value can stand in for a secret.
 */
const NEEDS_LOGIN = new Set([
  'POST /auth/v1/email/verify',
  'POST /auth/v1/session/refresh',
  'POST /auth/v1/session/revoke',
  'GET /auth/v1/session',
  'GET /auth/v1/wallet',
  'POST /auth/v1/wallet',
  'GET /auth/v1/wallet/envelopes',
  'POST /auth/v1/wallet/envelopes',
  'POST /auth/v1/wallet/envelopes/remove',
  'GET /auth/v1/siwx/session',
  'POST /auth/v1/siwx/revoke',
  'POST /auth/v1/social/callback',
  'POST /auth/v1/social/redeem',
  'POST /auth/v1/farcaster/redeem',
  'GET /farcaster/v1/channel/status',
  'POST /farcaster/v1/channel/authenticate',
  'POST /auth/v1/email/change/start',
  'POST /auth/v1/email/change/verify',
  // The session is checked before the project's custody mode, so the answer tells no one the mode.
  'POST /auth/v1/custody/key-release',
])
/** Any contract address: the on-ramp routes only quote and record checkouts for it. */
const SAMPLE_TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
/** A google client whose endpoints are never reached: starting a flow only builds the authorization URL. */
const SOCIAL = {
  clients: { 'portico-dev': { google: { clientId: 'c', clientSecret: 's' } } },
  endpoints: {
    google: {
      issuer: 'http://127.0.0.1:9',
      authorizationEndpoint: 'http://127.0.0.1:9/auth',
      tokenEndpoint: 'http://127.0.0.1:9/token',
    },
  },
  redirectUri: 'http://127.0.0.1:5174/social/callback',
}
/**
 * Routes whose valid request needs proof from a smart account (a session it granted on chain, its signature):
 * no test value stands in for it, so their baseline is a JSON 400 naming the field (test/smartSessions/smartSessions.test.ts
 * covers them with real accounts).
 */
const NEEDS_ACCOUNT_PROOF = new Set(['POST /v1/sessions/{address}', 'POST /v1/sessions/{address}/revoke'])
const JSON_TYPE = { 'content-type': 'application/json' }
/**
 * The query-parameter sweep sends every bad value to every parameter of every route (thousands of requests,
 * about 10 s on an idle machine); it grows with each route, so it gets more than the default 30 s.
 */
const QUERY_CASES_TIMEOUT_MS = 120_000
const BASELINE_HEADERS = { ...JSON_TYPE, origin: 'http://127.0.0.1:5173' }
/** The secure-only routes answer the secure site's origin alone (the gateway's default, issue 22). */
const SECURE_SITE_HEADERS = { ...JSON_TYPE, origin: 'http://localhost:5174' }
const baselineHeaders = (path: string) => (isSecureOnlyPath(path) ? SECURE_SITE_HEADERS : BASELINE_HEADERS)

const validBody = (op: Operation) => JSON.stringify(op.body ? sampleFor('body', op.body) : {})

describe.each(DATABASES)('malformed input on $name', (database) => {
  let chain: TestChain
  let gw: RunningGateway
  let ops: Operation[]
  const run = async (cases: Case[]) => {
    const problems = await runCases(gw.base, cases)
    expect(problems.slice(0, 30)).toEqual([])
    expect((await fetch(`${gw.base}/health`)).status).toBe(200)
  }

  beforeAll(async () => {
    chain = await startAnvil(31337)
    gw = await startGateway(database, {
      rpcUrls: { 'eip155:31337': chain.rpcUrl },
      rpcTimeoutMs: 2000,
      // A pUSD for the sandbox on-ramp to quote and open checkouts for (no transfer is ever sent here).
      tokens: {
        'eip155:31337': [{ address: SAMPLE_TOKEN, symbol: 'pUSD', name: 'Portico USD', decimals: 6 }],
      },
      auth: { social: SOCIAL },
    })
    ops = operationsOf(await (await fetch(`${gw.base}/openapi.json`)).json())
  })
  afterAll(async () => {
    await gw?.close()
    await chain?.stop()
  })

  it('enumerates every route from the live /openapi.json, and each answers its valid baseline', async () => {
    const names = ops.map((o) => `${o.method} ${o.path}`)
    expect(names).toEqual(expect.arrayContaining(KNOWN_ROUTES))
    const baseline = ops.map(
      (op): Case => ({
        label: 'baseline',
        // As the modal sends them: from an origin the project allows (POST /e needs one); the auth routes as the
        // secure site sends them.
        request: {
          method: op.method,
          path: urlFor(op),
          headers: baselineHeaders(op.path),
          body: op.body && validBody(op),
        },
        expectStatus: NEEDS_LOGIN.has(`${op.method} ${op.path}`)
          ? [401]
          : NEEDS_ACCOUNT_PROOF.has(`${op.method} ${op.path}`)
            ? [400]
            : NOT_FOUND_BASELINES.has(`${op.method} ${op.path}`)
              ? [404]
              : UNSUPPORTED_BASELINES.has(`${op.method} ${op.path}`) ||
                  BAD_REQUEST_BASELINES.has(`${op.method} ${op.path}`)
                ? [400]
                : [200, 204],
      }),
    )
    await run(baseline)
  })

  it(
    'bad, huge, negative, NaN, unicode, control-character and array-valued query parameters: no 5xx, 400s name the parameter',
    async () => {
      const cases: Case[] = []
      for (const op of ops) {
        const names = [...op.parameters.filter((p) => p.in === 'query').map((p) => p.name), 'unknownParam']
        for (const name of names) {
          const variants = [
            ...QUERY_VALUES.map((v) => [`${name}=${v}`]),
            ...QUERY_SHAPES.map((shape) => shape(name)),
          ]
          for (const query of variants) {
            cases.push({
              label: `query ${name}`,
              // These routes refuse even their baseline with a 400 naming its own field: only "no 5xx" is checked.
              field: NEEDS_ACCOUNT_PROOF.has(`${op.method} ${op.path}`) ? undefined : name,
              request: {
                method: op.method,
                path: urlFor(op, { query }),
                headers: JSON_TYPE,
                body: op.body && validBody(op),
              },
            })
          }
        }
      }
      await run(cases)
    },
    QUERY_CASES_TIMEOUT_MS,
  )

  it('path traversal, unicode and malformed ids in path parameters and paths: no 5xx, JSON errors', async () => {
    const cases: Case[] = TRAVERSAL_PATHS.map((path) => ({ label: 'path', request: { method: 'GET', path } }))
    for (const op of ops) {
      for (const p of op.parameters.filter((x) => x.in === 'path')) {
        for (const value of PATH_VALUES) {
          cases.push({
            label: `path ${p.name}`,
            field: p.name,
            request: { method: op.method, path: urlFor(op, { path: { [p.name]: value } }) },
          })
        }
      }
    }
    await run(cases)
  })

  it('missing, unknown and malformed projectId on every route: 401/403 naming projectId, never 5xx', async () => {
    const cases: Case[] = []
    for (const op of ops) {
      const variants = [
        [],
        ['projectId=nope'],
        ['projectId=bad%20id!'],
        ['projectId=..%2F..'],
        ['projectId='],
      ]
      for (const query of variants) {
        const path = urlFor(op, { query }).replace(/projectId=portico-dev&?/, '')
        const body = op.body && validBody(op)
        cases.push({
          label: 'projectId',
          field: 'projectId',
          request: { method: op.method, path, headers: JSON_TYPE, body },
        })
      }
    }
    await run(cases)
  })

  it('wrong content types, invalid JSON and JSON of the wrong shape (null, array, string, 10k levels deep)', async () => {
    const cases: Case[] = []
    for (const op of ops.filter((o) => o.body)) {
      const path = urlFor(op)
      for (const type of WRONG_CONTENT_TYPES) {
        const headers = type ? { 'content-type': type } : undefined
        cases.push({
          label: `content-type "${type}"`,
          request: { method: op.method, path, headers, body: validBody(op) },
        })
      }
      for (const body of INVALID_JSON_BODIES) {
        cases.push({
          label: 'invalid JSON',
          field: 'body',
          expectStatus: [400],
          request: { method: op.method, path, headers: JSON_TYPE, body },
        })
      }
      for (const body of wrongShapeBodies(sampleFor('body', op.body ?? {}))) {
        cases.push({
          label: 'wrong shape',
          field: 'body',
          request: { method: op.method, path, headers: JSON_TYPE, body },
        })
      }
    }
    for (const op of ops.filter((o) => !o.body)) {
      cases.push({
        label: 'body on a route without one',
        request: { method: op.method, path: urlFor(op), headers: JSON_TYPE, body: '{"a":' },
      })
    }
    await run(cases)
  })

  it('bodies just over 1 MB get 413 JSON on every route that takes a body, with or without Content-Length', async () => {
    const over = Buffer.alloc(BODY_LIMIT_BYTES + 1, 'a')
    const cases: Case[] = []
    for (const op of ops.filter((o) => o.body)) {
      const request = { method: op.method, path: urlFor(op), headers: JSON_TYPE, body: over }
      cases.push({ label: 'over 1 MB', expectStatus: [413], request })
      const chunked = { ...JSON_TYPE, 'transfer-encoding': 'chunked' }
      cases.push({
        label: 'over 1 MB chunked',
        expectStatus: [413],
        request: { ...request, headers: chunked },
      })
    }
    await run(cases)
  })

  it('odd HTTP methods on every path: no 5xx, JSON errors', async () => {
    const cases: Case[] = []
    for (const op of ops) {
      for (const method of ODD_METHODS) {
        cases.push({
          label: `method ${method}`,
          request: { method, path: urlFor(op), headers: JSON_TYPE, body: '{}' },
        })
      }
    }
    await run(cases)
  })

  it('odd headers (Origin, If-None-Match, Content-Length) and broken HTTP: 4xx, and the gateway still answers', async () => {
    const cases: Case[] = []
    for (const op of ops) {
      for (const origin of ['null', 'x'.repeat(5000), 'http://127.0.0.1:*', 'javascript:alert(1)', '*']) {
        cases.push({
          label: 'origin',
          request: {
            method: op.method,
            path: urlFor(op),
            headers: { ...JSON_TYPE, origin },
            body: op.body && validBody(op),
          },
        })
      }
      cases.push({
        label: 'if-none-match',
        request: {
          method: 'GET',
          path: urlFor(op),
          headers: { 'if-none-match': `W/"${'x'.repeat(5000)}", *, ""` },
        },
      })
    }
    await run(cases)
    for (const bytes of RAW_REQUESTS) {
      const res = await sendRawBytes(gw.base, Buffer.from(bytes, 'latin1'))
      const label = JSON.stringify(bytes.slice(0, 60))
      expect(res.status, label).toBeGreaterThanOrEqual(400)
      expect(res.status, label).toBeLessThan(500)
      expect(res.text, label).toMatch(/\r\n\r\n\{"error":"[^"]+","code":"BAD_REQUEST"/)
    }
    expect((await fetch(`${gw.base}/health`)).status).toBe(200)
  })
})
