import { beforeAll, describe, expect, it, vi } from 'vitest'

// Stand-in: the demo's build-time constants (vite's `define`), which this Node test has no build to fill in.
beforeAll(() => {
  vi.stubGlobal('__PORTICO_PROJECT_ID__', 'portico-dev')
  vi.stubGlobal('__PORTICO_GATEWAY_URL__', 'http://127.0.0.1:8787')
  vi.stubGlobal('__PORTICO_RELAY_URL__', 'ws://127.0.0.1:8788')
})

const read = async (search: string) => (await import('../src/options.js')).readQueryOptions(search)

describe('the demo query (issue 16)', () => {
  it('?locale= is the locale option, over one in ?options=', async () => {
    expect(await read('?locale=de')).toEqual({ options: { locale: 'de' } })
    const both = `?options=${encodeURIComponent('{"themeMode":"light","locale":"fr"}')}&locale=ar`
    expect(await read(both)).toEqual({ options: { themeMode: 'light', locale: 'ar' } })
  })

  it('no query gives no options; bad JSON is named and gives none', async () => {
    expect(await read('')).toEqual({ options: {} })
    const bad = await read('?options=%7Bnope&locale=de')
    expect(bad.options).toEqual({})
    expect(bad.error).toMatch(/not valid JSON/)
  })
})
