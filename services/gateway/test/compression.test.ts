import { get as httpGet, type IncomingHttpHeaders } from 'node:http'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acceptsGzip } from '../src/http/acceptEncoding.js'
import { WalletIndex } from '../src/registry/walletIndex.js'
import { GZIP_MIN_BYTES } from '../src/registry/walletsAnswer.js'
import { DATABASES } from './helpers/databases.js'
import { type RunningGateway, startGateway } from './helpers/startGateway.js'

describe('Accept-Encoding parsing', () => {
  it('accepts gzip or * unless q=0', () => {
    for (const h of [
      'gzip',
      'gzip, deflate, br, zstd',
      'br;q=1.0, gzip;q=0.8',
      'GZIP',
      '*',
      'deflate, *;q=0.1',
    ]) {
      expect(acceptsGzip(h)).toBe(true)
    }
    for (const h of [
      undefined,
      '',
      'identity',
      'br',
      'gzip;q=0',
      'gzip; q=0.0',
      'xgzip',
      ['gzip'],
      'x'.repeat(300),
    ]) {
      expect(acceptsGzip(h)).toBe(false)
    }
  })
})

describe.each(DATABASES)('getWallets compression on $name', (database) => {
  let gw: RunningGateway
  beforeAll(async () => {
    gw = await startGateway(database)
  })
  afterAll(() => gw?.close())

  const get = (path: string, acceptEncoding?: string) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}
      const req = httpGet(`${gw.base}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        )
      })
      req.on('error', reject)
    })

  it('C-15 sends the cached gzip to clients that accept it; the JSON is the same once decompressed', async () => {
    const plain = await get('/getWallets?page=2')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.length).toBeGreaterThan(GZIP_MIN_BYTES)
    const zipped = await get('/getWallets?page=2', 'gzip, deflate, br')
    expect(zipped.status).toBe(200)
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(zipped.headers.vary).toContain('Accept-Encoding')
    expect(zipped.body.length).toBeLessThan(plain.body.length / 3)
    expect(JSON.parse(gunzipSync(zipped.body).toString())).toEqual(JSON.parse(plain.body.toString()))
    const again = await get('/getWallets?page=2', 'gzip')
    expect(again.body.equals(zipped.body)).toBe(true)
  })

  it('sends small answers uncompressed, and refuses gzip;q=0', async () => {
    const small = await get('/getWallets?search=zzzz-no-such-wallet', 'gzip')
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(small.body.toString())).toEqual({ data: [], count: 0 })
    const refused = await get('/getWallets', 'gzip;q=0')
    expect(refused.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(refused.body.toString()).count).toBe(707)
  })
})

describe('answer cache limits', () => {
  it('keeps cached answers within the byte budget, dropping the least recently used', async () => {
    const gw = await startGateway(DATABASES[0]!)
    try {
      const index = new WalletIndex(gw.gateway.db, { maxBytes: 100_000 })
      await index.rebuild()
      const first = index.answer({ page: 1, entries: 40 })
      expect(index.answer({ page: 1, entries: 40 })).toBe(first)
      for (let page = 2; page <= 12; page++) {
        index.answer({ page, entries: 40 })
        expect(index.cacheBytes).toBeLessThanOrEqual(100_000)
      }
      expect(index.cacheBytes).toBeGreaterThan(50_000)
      expect(index.answer({ page: 1, entries: 40 })).not.toBe(first)
      const recent = index.answer({ page: 12, entries: 40 })
      const before = index.cacheBytes
      expect(recent.gzip?.length).toBeGreaterThan(0)
      expect(index.cacheBytes).toBe(before + (recent.gzip?.length ?? 0))
      const capped = new WalletIndex(gw.gateway.db, { maxAnswers: 3 })
      await capped.rebuild()
      const kept = capped.answer({ page: 1, entries: 1 })
      for (let page = 2; page <= 5; page++) capped.answer({ page, entries: 1 })
      expect(capped.answer({ page: 1, entries: 1 })).not.toBe(kept)
    } finally {
      await gw.close()
    }
  })
})
