import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configFromEnv, createGateway, type Gateway } from '../../src/index.js'

/** Values that JavaScript's Number() or Ajv's coercion would turn into a number, but no person means. */
const TRICK_NUMBERS = [
  'Infinity',
  '-Infinity',
  'NaN',
  '-0',
  '1e999',
  '1e2',
  '0x10',
  '0b1',
  '0o7',
  '+5',
  ' 5',
  '5 ',
  '05',
  '1.0',
  '1_0',
  '',
]

describe('numbers are plain decimals or a 400 naming the field', () => {
  let gw: Gateway
  beforeAll(async () => {
    gw = await createGateway({ dataDir: 'memory://' })
  })
  afterAll(() => gw?.close())

  it('C-15 page and entries refuse Infinity, NaN, -0, 1e999, hex and friends', async () => {
    for (const field of ['page', 'entries']) {
      for (const value of TRICK_NUMBERS) {
        const res = await gw.app.inject({ url: `/getWallets?${field}=${encodeURIComponent(value)}` })
        expect(res.statusCode, `${field}=${value}`).toBe(400)
        expect(res.json(), `${field}=${value}`).toMatchObject({ code: 'INVALID_PARAM', field })
        expect(res.json().message).toContain(field)
      }
      expect((await gw.app.inject({ url: `/getWallets?${field}=2` })).statusCode).toBe(200)
    }
    const over = await gw.app.inject({ url: '/getWallets?page=99999999999' })
    expect(over.json()).toMatchObject({ code: 'INVALID_PARAM', field: 'page' })
  })

  it('P-10 an event timestamp of 1e999 (Infinity after JSON.parse) is refused naming body.timestamp', async () => {
    const res = await gw.app.inject({
      method: 'POST',
      url: '/e?projectId=portico-dev',
      headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:5173' },
      payload: '{"eventId":"x","timestamp":1e999,"props":{}}',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'INVALID_PARAM', field: 'body.timestamp' })
  })

  it('numeric environment variables refuse exponent, hex and Infinity', () => {
    for (const bad of ['1e3', '0x10', 'Infinity', ' 5', '5.0']) {
      expect(() => configFromEnv({ PORTICO_RATE_LIMIT_IP: bad }), bad).toThrow(
        'PORTICO_RATE_LIMIT_IP must be a positive integer',
      )
    }
  })
})
