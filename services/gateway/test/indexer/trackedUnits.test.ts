import { describe, expect, it } from 'vitest'
import { configFromEnv } from '../../src/index.js'
import { indexerModeOf } from '../../src/indexer/indexer.js'
import { isRangeRefusal, LogSpan, MAX_LOG_SPAN } from '../../src/indexer/tracked/logSpan.js'

describe('tracked-accounts mode: configuration and log ranges', () => {
  it('K-02 the devnet chains default to full mode, every other chain to tracked; PORTICO_INDEXER_MODES overrides', () => {
    expect(indexerModeOf('eip155:31337', undefined)).toBe('full')
    expect(indexerModeOf('eip155:8453', undefined)).toBe('tracked')
    const config = configFromEnv({
      PORTICO_INDEXER_MODES: '{"eip155:8453":"full","eip155:31337":"tracked"}',
      PORTICO_RPC_FALLBACK_URLS: '{"eip155:8453":["https://b.example","http://c.example"]}',
    })
    expect(config.indexerModes).toEqual({ 'eip155:8453': 'full', 'eip155:31337': 'tracked' })
    expect(indexerModeOf('eip155:8453', config.indexerModes)).toBe('full')
    expect(config.rpcFallbackUrls).toEqual({ 'eip155:8453': ['https://b.example', 'http://c.example'] })
  })

  it('K-02 refuses malformed modes and fallback URLs naming the variable', () => {
    for (const raw of ['nope', '[]', '{"eip155:1":"partial"}', '{"solana:x":"full"}']) {
      expect(() => configFromEnv({ PORTICO_INDEXER_MODES: raw })).toThrow(/PORTICO_INDEXER_MODES must be/)
    }
    for (const raw of ['{"eip155:1":"https://a"}', '{"eip155:1":[]}', '{"eip155:1":["ftp://a"]}']) {
      expect(() => configFromEnv({ PORTICO_RPC_FALLBACK_URLS: raw })).toThrow(
        /PORTICO_RPC_FALLBACK_URLS must be/,
      )
    }
  })

  it("K-02 recognises the common providers' refusals of a wide eth_getLogs range, and no other error", () => {
    const refusals = [
      'query returned more than 10000 results',
      'Log response size exceeded. You can make eth_getLogs requests with up to a 2K block range and no limit on the response size, or you can request any block range with a cap of 10K logs in the response.',
      'eth_getLogs is limited to a 10,000 range',
      'block range is too wide',
      'query exceeds max block range 100000',
      'query exceeds max results 20000, retry with the range 1-500',
      'exceed maximum block range: 5000',
      'Block range limit exceeded.',
      'Maximum allowed number of requested blocks is 500',
      'eth_getLogs range is too large, max is 1k blocks',
      'block range greater than 10000 max',
    ]
    for (const m of refusals) expect(isRangeRefusal(m), m).toBe(true)
    for (const m of [
      'execution reverted',
      'Upstream RPC is unavailable',
      'invalid argument 0: hex string without 0x prefix',
    ]) {
      expect(isRangeRefusal(m), m).toBe(false)
    }
  })

  it('K-02 the log span halves on each refusal down to one block and grows again after successes', () => {
    const span = new LogSpan(8)
    expect(span.refused()).toBe(true)
    expect(span.blocks).toBe(4)
    span.refused()
    span.refused()
    expect(span.blocks).toBe(1)
    expect(span.refused()).toBe(false)
    for (let i = 0; i < 3; i++) span.succeeded()
    expect(span.blocks).toBe(2)
    const wide = new LogSpan(MAX_LOG_SPAN)
    for (let i = 0; i < 30; i++) wide.succeeded()
    expect(wide.blocks).toBe(MAX_LOG_SPAN)
  })
})
