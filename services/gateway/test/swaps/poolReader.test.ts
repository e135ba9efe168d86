import { type Devnet, type DevnetContract, findFreePort, startDevnet } from '@portico/devnet'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ChainRpc } from '../../src/indexer/chainRpc.js'
import { PoolReader, RESERVES_CACHE_TTL_MS, RESERVES_STALE_MS } from '../../src/swaps/poolReader.js'
import { type CountingUpstream, startCountingUpstream } from '../helpers/countingUpstream.js'

describe('pool reserves are cached briefly (real devnet pools through a counting upstream)', () => {
  let devnet: Devnet
  let upstream: CountingUpstream
  const contract = (kind: DevnetContract['kind'], symbol?: string) =>
    devnet.manifest.chains[0]?.contracts.find(
      (c) => c.kind === kind && (!symbol || ('symbol' in c && c.symbol === symbol)),
    )?.address ?? ''

  beforeAll(async () => {
    devnet = await startDevnet({
      portA: await findFreePort(),
      portB: await findFreePort(),
      manifestPath: false,
    })
    upstream = await startCountingUpstream(devnet.chains[0]?.rpcUrl ?? '')
  })
  afterAll(async () => {
    await upstream?.stop()
    await devnet?.stop()
  })

  it('one read per pool within the TTL, shared by requests that miss together; stale ones answer while refreshing; fresh reads always', async () => {
    let now = 0
    const pools = new PoolReader(new ChainRpc(upstream.url, 5_000), contract('uniswap-v2-factory'), () => now)
    const hop = { from: contract('weth'), to: contract('erc20', 'pUSD') }
    const calls = () => upstream.seen.length
    const [first, second] = await Promise.all([pools.hops([hop]), pools.hops([hop])])
    // getPair and getReserves once each, although two requests asked together.
    expect(calls()).toBeLessThanOrEqual(3)
    expect(first).toEqual(second)
    // WETH sold into the WETH/pUSD pool: 1,000 WETH against 3,000,000 pUSD.
    expect(first[0]).toEqual({ reserveIn: 1000n * 10n ** 18n, reserveOut: 3_000_000n * 10n ** 6n })
    const afterFirst = calls()
    now += RESERVES_CACHE_TTL_MS - 1
    await pools.hops([hop])
    expect(calls()).toBe(afterFirst)
    now += 2
    await pools.hops([hop])
    // Past the TTL but not stale: answered from the cache while one background read refreshes it.
    await vi.waitFor(() => expect(calls()).toBe(afterFirst + 1), { timeout: 10_000 })
    now += RESERVES_STALE_MS + 1
    await pools.hops([hop])
    expect(calls()).toBe(afterFirst + 2)
    await pools.hops([hop], true)
    expect(calls()).toBe(afterFirst + 3)
    // A pair with no pool is undefined (and asked of the factory again only later).
    expect(await pools.hops([{ from: contract('erc20', 'pUSD'), to: contract('erc721', 'PPUNK') }])).toEqual([
      undefined,
    ])
  })
})
