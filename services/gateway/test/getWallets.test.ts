import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildGateway } from '../src/index.js'

const app = buildGateway()
let base = ''
beforeAll(async () => {
  await app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
})
afterAll(() => app.close())

describe('getWallets', () => {
  it('health answers 200', async () => {
    expect((await fetch(`${base}/health`)).status).toBe(200)
  })
  it('getWallets caps entries at 100 and defaults to 40', async () => {
    const capped = await (await fetch(`${base}/getWallets?entries=500`)).json()
    expect(capped.data).toHaveLength(100)
    expect(capped.count).toBe(707)
    const def = await (await fetch(`${base}/getWallets`)).json()
    expect(def.data).toHaveLength(40)
  })
  it('getWallets pages are stable and disjoint', async () => {
    const p1 = await (await fetch(`${base}/getWallets?page=1&entries=10`)).json()
    const p2 = await (await fetch(`${base}/getWallets?page=2&entries=10`)).json()
    const ids = new Set([...p1.data, ...p2.data].map((w: { id: string }) => w.id))
    expect(ids.size).toBe(20)
  })
  it('getWallets rejects bad page with 400', async () => {
    expect((await fetch(`${base}/getWallets?page=abc`)).status).toBe(400)
  })
})
