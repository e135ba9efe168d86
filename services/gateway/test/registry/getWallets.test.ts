import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertWallets } from '../../src/registry/walletRepo.js'
import { DATABASES } from '../helpers/databases.js'
import { type RunningGateway, startGateway } from '../helpers/startGateway.js'

type Page = { data: { id: string; name: string; chains: string[] | null }[]; count: number }

describe.each(DATABASES)('getWallets on $name', (database) => {
  let gw: RunningGateway
  const get = async (query: string): Promise<Page> => {
    const res = await fetch(`${gw.base}/getWallets${query}`)
    expect(res.status).toBe(200)
    return (await res.json()) as Page
  }
  beforeAll(async () => {
    gw = await startGateway(database)
  })
  afterAll(() => gw?.close())

  it('health answers 200', async () => {
    expect((await fetch(`${gw.base}/health`)).status).toBe(200)
  })

  it('U-23 serves the 707-wallet registry seeded into the database', async () => {
    const { rows } = await gw.gateway.db.query<{ n: string | number }>('SELECT count(*) AS n FROM wallets')
    expect(Number(rows[0]?.n)).toBe(707)
    expect((await get('')).count).toBe(707)
  })

  it('C-15 defaults to 40 entries and C-17 caps entries at 100', async () => {
    expect((await get('')).data).toHaveLength(40)
    const capped = await get('?entries=500')
    expect(capped.data).toHaveLength(100)
    expect(capped.count).toBe(707)
  })

  it('C-15 pages are stable, disjoint and cover the registry', async () => {
    const ids: string[] = []
    for (let page = 1; page <= 8; page++)
      ids.push(...(await get(`?page=${page}&entries=100`)).data.map((w) => w.id))
    expect(ids).toHaveLength(707)
    expect(new Set(ids).size).toBe(707)
    const again = await get('?page=3&entries=100')
    expect(again.data.map((w) => w.id)).toEqual(ids.slice(200, 300))
    expect((await get('?page=9&entries=100')).data).toHaveLength(0)
  })

  it('C-17 search ignores case and ranks prefix matches first', async () => {
    const res = await get('?search=WALLET&entries=100')
    expect(res.count).toBeGreaterThan(10)
    const names = res.data.map((w) => w.name.toLowerCase())
    expect(names.every((n) => n.includes('wallet'))).toBe(true)
    const firstInner = names.findIndex((n) => !n.startsWith('wallet'))
    expect(firstInner).toBeGreaterThan(0)
    expect(names.slice(firstInner).some((n) => n.startsWith('wallet'))).toBe(false)
    expect((await get('?search=%20%20meta%20')).data[0]?.name.toLowerCase().startsWith('meta')).toBe(true)
  })

  it('C-16 include and exclude filter by id', async () => {
    const first = (await get('?entries=3')).data.map((w) => w.id)
    const included = await get(`?include=${first.join(',')}`)
    expect(included.data.map((w) => w.id).sort()).toEqual([...first].sort())
    expect(included.count).toBe(3)
    const excluded = await get(`?exclude=${first.join(',')}&entries=100`)
    expect(excluded.count).toBe(704)
    expect(excluded.data.some((w) => first.includes(w.id))).toBe(false)
  })

  it('C-15 chains filter keeps wallets whose chains overlap (or are unknown)', async () => {
    const res = await get('?chains=eip155:137&entries=100')
    expect(res.count).toBeLessThan(707)
    expect(res.data.every((w) => w.chains === null || w.chains.includes('eip155:137'))).toBe(true)
    const all = await get('?chains=eip155:137&page=1&entries=100')
    expect(all.data.length).toBeGreaterThan(0)
    const none = await get('?chains=eip155:999999&entries=100')
    expect(none.data.every((w) => w.chains === null)).toBe(true)
  })

  it('badge_type certified keeps only certified wallets; none filters nothing', async () => {
    expect((await get('?badge_type=certified')).count).toBe(0)
    expect((await get('?badge_type=none')).count).toBe(707)
  })

  it('rejects a bad page with 400 naming the field', async () => {
    const res = await fetch(`${gw.base}/getWallets?page=abc`)
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ error: 'Bad Request', code: 'INVALID_PARAM', field: 'page' })
  })

  it('reads the registry from the database: a wallet added there appears after a rebuild', async () => {
    await insertWallets(gw.gateway.db, [
      {
        id: 'test.added',
        name: 'Aaa Added Wallet',
        order: 0,
        chains: null,
        image_id: null,
        badge_type: null,
      },
    ])
    await gw.gateway.registry.rebuild()
    const res = await get('?entries=1')
    expect(res.count).toBe(708)
    expect(res.data[0]?.id).toBe('test.added')
  })

  it('refresh reloads the registry only when the wallets table changed', async () => {
    const { registry, db } = gw.gateway
    await registry.rebuild()
    expect(await registry.refresh()).toBe(false)
    await db.query(`UPDATE wallets SET data = jsonb_set(data, '{name}', '"Aaa Renamed"') WHERE id = $1`, [
      'test.added',
    ])
    expect(await registry.refresh()).toBe(true)
    expect((await get('?entries=1')).data[0]?.name).toBe('Aaa Renamed')
    expect(await registry.refresh()).toBe(false)
    await db.query('DELETE FROM wallets WHERE id = $1', ['test.added'])
    expect(await registry.refresh()).toBe(true)
    expect((await get('?entries=1')).count).toBe(707)
  })
})
