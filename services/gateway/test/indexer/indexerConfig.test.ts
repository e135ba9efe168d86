import { describe, expect, it } from 'vitest'
import { configFromEnv } from '../../src/index.js'

describe('indexer configuration from the environment', () => {
  it('PORTICO_INDEXER, _POLL_MS, _START_BLOCKS, PORTICO_GATEWAY_PUBLIC_URL and PORTICO_NFT_IMAGE_HOSTS', () => {
    expect(configFromEnv({})).not.toHaveProperty('indexer')
    expect(
      configFromEnv({
        PORTICO_INDEXER: 'off',
        PORTICO_INDEXER_POLL_MS: '250',
        PORTICO_INDEXER_START_BLOCKS: '{"eip155:1":19000000}',
        PORTICO_GATEWAY_PUBLIC_URL: 'https://gateway.example/',
        PORTICO_NFT_IMAGE_HOSTS: 'Images.Example, cdn.example',
      }),
    ).toMatchObject({
      indexer: false,
      indexerPollMs: 250,
      indexerStartBlocks: { 'eip155:1': 19_000_000 },
      publicUrl: 'https://gateway.example',
      nftImageHosts: ['images.example', 'cdn.example'],
    })
  })

  it('refuses malformed values with a message naming the variable', () => {
    const cases: [Record<string, string>, string][] = [
      [{ PORTICO_INDEXER: 'maybe' }, 'PORTICO_INDEXER must be on or off'],
      [{ PORTICO_INDEXER_POLL_MS: '0' }, 'PORTICO_INDEXER_POLL_MS must be a positive integer'],
      [
        { PORTICO_INDEXER_START_BLOCKS: '{"eip155:1":-1}' },
        'PORTICO_INDEXER_START_BLOCKS must be a JSON object',
      ],
      [
        { PORTICO_INDEXER_START_BLOCKS: '{"solana:x":1}' },
        'PORTICO_INDEXER_START_BLOCKS must be a JSON object',
      ],
      [{ PORTICO_INDEXER_START_BLOCKS: 'nope' }, 'PORTICO_INDEXER_START_BLOCKS must be a JSON object'],
      [{ PORTICO_GATEWAY_PUBLIC_URL: 'ftp://x' }, 'PORTICO_GATEWAY_PUBLIC_URL must be an http(s) URL'],
      [{ PORTICO_GATEWAY_PUBLIC_URL: 'https://x/?a=1' }, 'PORTICO_GATEWAY_PUBLIC_URL must be an http(s) URL'],
      [
        { PORTICO_NFT_IMAGE_HOSTS: 'ok.example,bad/host' },
        'PORTICO_NFT_IMAGE_HOSTS: bad/host is not a host name',
      ],
    ]
    for (const [env, message] of cases) expect(() => configFromEnv(env), JSON.stringify(env)).toThrow(message)
  })
})
