import { describe, expect, it } from 'vitest'
import { configFromEnv, DEFAULT_GATEWAY_PORT, gatewayPortFromEnv, parseRpcUrls } from '../src/index.js'

describe('configuration from the environment', () => {
  it('PORTICO_GATEWAY_PORT defaults to 8787 and refuses what is not a port', () => {
    expect(gatewayPortFromEnv({})).toBe(DEFAULT_GATEWAY_PORT)
    expect(gatewayPortFromEnv({ PORTICO_GATEWAY_PORT: '9000' })).toBe(9000)
    for (const bad of ['abc', '0', '-1', '80.5']) {
      expect(() => gatewayPortFromEnv({ PORTICO_GATEWAY_PORT: bad })).toThrow(
        'PORTICO_GATEWAY_PORT must be a positive integer',
      )
    }
    expect(() => gatewayPortFromEnv({ PORTICO_GATEWAY_PORT: '70000' })).toThrow('at most 65535')
  })

  it('PORTICO_RPC_URLS adds chains over the devnet ones and refuses malformed values', () => {
    const config = configFromEnv({
      PORTICO_EVM_A_PORT: '9545',
      PORTICO_RPC_URLS: '{"eip155:1":"https://rpc.test"}',
    })
    expect(config.rpcUrls).toEqual({
      'eip155:31337': 'http://127.0.0.1:9545',
      'eip155:31338': 'http://127.0.0.1:8546',
      'solana:portico-local': 'http://127.0.0.1:8899',
      'eip155:1': 'https://rpc.test',
    })
    expect(() => parseRpcUrls('nope')).toThrow('PORTICO_RPC_URLS must be a JSON object')
    expect(() => parseRpcUrls('[]')).toThrow('PORTICO_RPC_URLS must be a JSON object')
    expect(() => parseRpcUrls('{"bad id":"https://x"}')).toThrow('Bad CAIP-2 chain id bad id')
    expect(() => parseRpcUrls('{"eip155:1":"ftp://x"}')).toThrow('Bad RPC URL for eip155:1')
  })

  it('reads the database settings', () => {
    expect(configFromEnv({ DATABASE_URL: 'postgres://u@h/db', PORTICO_DATA_DIR: '/tmp/x' })).toMatchObject({
      databaseUrl: 'postgres://u@h/db',
      dataDir: '/tmp/x',
    })
  })
})
