// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createEvmAdapter } from './index.js'

describe('server-side rendering', () => {
  it('imports, creates and sets up without window and lists no connectors', () => {
    expect(typeof window).toBe('undefined')
    const adapter = createEvmAdapter()
    adapter.setup({ networks: [], getRpcUrl: () => 'http://127.0.0.1:9' })
    expect(adapter.namespace).toBe('eip155')
    expect(adapter.getConnectors()).toEqual([])
  })
})
