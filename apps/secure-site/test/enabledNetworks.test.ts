import { describe, expect, it } from 'vitest'
import { enabledNetworksCache, NOT_ENABLED_RETRY_MS } from '../src/smartAccount/enabledNetworks.js'

// The probe is a function of the test (the real one, against the gateway and alto, runs in smartAccount.test.ts).
describe('D-24 F-24 smart-account-enabled networks on the secure site', () => {
  it('F-24 lists the enabled chains in order; an enabled answer is kept, a "not enabled" one is asked again after 10 s', async () => {
    let now = 0
    const asked: number[] = []
    let bundlerUp = false
    const cache = enabledNetworksCache(
      async (chainId) => {
        asked.push(chainId)
        return chainId === 31337 || bundlerUp
      },
      () => now,
    )
    expect(await cache.list([31338, 31337])).toEqual([31337])
    bundlerUp = true
    now += NOT_ENABLED_RETRY_MS - 1
    expect(await cache.list([31337, 31338])).toEqual([31337])
    now += 1
    expect(await cache.list([31337, 31338])).toEqual([31337, 31338])
    expect(asked).toEqual([31338, 31337, 31338])
  })
})
