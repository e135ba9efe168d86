import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DATABASES } from '../helpers/databases.js'
import { type RunningGateway, startGateway } from '../helpers/startGateway.js'

/** The GET and POST routes of the live OpenAPI document. */
async function documentedRoutes(base: string): Promise<{ method: string; path: string }[]> {
  const doc = (await (await fetch(`${base}/openapi.json`)).json()) as { paths: Record<string, object> }
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((method) => ({ method: method.toUpperCase(), path })),
  )
}

/** `/v1/sessions/{address}` → a path with a valid value in each parameter. */
const samplePath = (path: string) =>
  path
    .replace('{address}', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    .replace('{sender}', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    .replace('{chainId}', 'eip155:31337')
    .replace('{contract}', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    .replace(/\{[A-Za-z]+\}/g, 'x')

describe('the project route option (config: { project: "required" })', () => {
  const database = DATABASES[0]!
  let gw: RunningGateway
  beforeAll(async () => {
    gw = await startGateway(database, { indexer: false })
  })
  afterAll(() => gw?.close())

  it('a HEAD request without projectId gets the same 401 as its GET on every project route', async () => {
    const gets = (await documentedRoutes(gw.base)).filter((r) => r.method === 'GET')
    let projectRoutes = 0
    for (const { path } of gets) {
      const url = `${gw.base}${samplePath(path)}`
      const get = await fetch(url)
      const body = get.status === 401 ? ((await get.json()) as { code: string; field: string }) : undefined
      if (body?.code !== 'MISSING_PROJECT_ID') continue
      projectRoutes += 1
      expect(body.field).toBe('projectId')
      const head = await fetch(url, { method: 'HEAD' })
      expect({ path, status: head.status }).toEqual({ path, status: 401 })
    }
    // The config, history, balance, NFT, swap, names, on-ramp, session and auth GET routes at least.
    expect(projectRoutes).toBeGreaterThan(15)
  })

  it('validation still answers first: a malformed parameter without projectId is a 400 naming it', async () => {
    const res = await fetch(`${gw.base}/v1/account/not-an-address/history?chainId=eip155:31337`)
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ field: 'address' })
  })

  it('an unknown projectId is refused with 403 before the route check, with or without the option', async () => {
    for (const path of ['/appkit/v1/config', '/v1/supported-chains']) {
      const res = await fetch(`${gw.base}${path}?projectId=nobody-here`)
      expect(res.status).toBe(403)
      expect(await res.json()).toMatchObject({ code: 'UNKNOWN_PROJECT' })
    }
  })
})
