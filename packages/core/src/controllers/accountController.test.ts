import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPorticoClient } from '../client/createPorticoClient.js'
import { BALANCE_CACHE_MS, BALANCE_RETRY_MS } from '../constants.js'
import { evmNetwork, injectedConnector, offlineFetch, scriptedAdapter } from '../testing/fixtures.js'

/** A connected client whose clock is `clock.now`; the scripted adapter stands in for the wallet and RPC. */
async function setup() {
  const clock = { now: 1_000_000 }
  const evm = scriptedAdapter('eip155', [injectedConnector()])
  const client = createPorticoClient(
    { projectId: 'portico-dev', networks: [evmNetwork(31337)], adapters: [evm.adapter] },
    { fetch: offlineFetch, isMobile: () => false, now: () => clock.now },
  )
  let fail = false
  const balanceCalls = () => evm.calls.filter((c) => c.method === 'getBalance').length
  evm.adapter.getBalance = async (params) => {
    evm.calls.push({ method: 'getBalance', params })
    if (fail) throw new Error('HTTP 500 from /balance')
    return { balance: '2.5', symbol: 'ETH' }
  }
  await client.connectExternal(injectedConnector())
  await vi.waitFor(() => expect(balanceCalls()).toBe(1))
  await vi.waitFor(() => expect(account().balanceLoading).toBe(false))
  function account() {
    const state = client.stores.chains.getState().chains.eip155?.accountState
    if (!state) throw new Error('no eip155 account state')
    return state
  }
  return {
    client,
    clock,
    account,
    balanceCalls,
    failNext: (value: boolean) => {
      fail = value
    },
    snackbar: () => client.stores.notifications.getState().snackbar,
  }
}

describe('account balance', () => {
  afterEach(() => vi.restoreAllMocks())

  it('E-08 S-01 a failed fetch sets lastRetry=now and shows the error snackbar Token Balance Unavailable', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const t = await setup()
    t.failNext(true)
    await t.client.fetchBalance('eip155', { force: true })
    expect(t.account().lastRetry).toBe(t.clock.now)
    expect(t.snackbar()).toMatchObject({ message: 'Token Balance Unavailable', variant: 'error' })
  })

  it('E-08 T-02 R-10 a fetch within 30 s of a failure, forced or not, makes no request; at +30 s it does', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const t = await setup()
    t.failNext(true)
    await t.client.fetchBalance('eip155', { force: true })
    expect(t.balanceCalls()).toBe(2)
    t.failNext(false)
    t.clock.now += 29_000
    await t.client.fetchBalance('eip155')
    await t.client.fetchBalance('eip155', { force: true })
    expect(t.balanceCalls()).toBe(2)
    t.clock.now += BALANCE_RETRY_MS - 29_000
    await t.client.fetchBalance('eip155', { force: true })
    expect(t.balanceCalls()).toBe(3)
  })

  it('E-08 a success clears lastRetry', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const t = await setup()
    t.failNext(true)
    await t.client.fetchBalance('eip155', { force: true })
    expect(t.account().lastRetry).toBeDefined()
    t.failNext(false)
    t.clock.now += BALANCE_RETRY_MS
    await t.client.fetchBalance('eip155', { force: true })
    expect(t.account().lastRetry).toBeUndefined()
    expect(t.account().balance).toBe('2.5')
  })

  it('E-24 balanceLoading is true while fetching and false after success and after failure', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const t = await setup()
    const seen: boolean[] = []
    t.client.stores.chains.subscribe((s) => {
      const loading = s.chains.eip155?.accountState.balanceLoading
      if (loading !== undefined && loading !== seen.at(-1)) seen.push(loading)
    })
    const success = t.client.fetchBalance('eip155', { force: true })
    expect(t.account().balanceLoading).toBe(true)
    await success
    expect(t.account().balanceLoading).toBe(false)
    t.failNext(true)
    const failure = t.client.fetchBalance('eip155', { force: true })
    expect(t.account().balanceLoading).toBe(true)
    await failure
    expect(t.account().balanceLoading).toBe(false)
    expect(seen).toEqual([true, false, true, false])
  })

  it('E-10 T-04 a balance is served from the cache for 30 s, then fetched again', async () => {
    const t = await setup()
    t.clock.now += BALANCE_CACHE_MS - 1
    await t.client.fetchBalance('eip155')
    expect(t.balanceCalls()).toBe(1)
    expect(t.account().balance).toBe('2.5')
    t.clock.now += 1
    await t.client.fetchBalance('eip155')
    expect(t.balanceCalls()).toBe(2)
  })

  it('E-09 T-20 no balance is fetched on a namespace without balances (bip122)', async () => {
    const clock = { now: 0 }
    const btc = scriptedAdapter('bip122', [injectedConnector({ id: 'btc', chain: 'bip122' })])
    const client = createPorticoClient(
      {
        projectId: 'portico-dev',
        networks: [
          {
            id: '000000000019d6689c085ae165831e93',
            name: 'Bitcoin',
            nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
            rpcUrls: { default: { http: [] } },
            chainNamespace: 'bip122',
            caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
          },
        ],
        adapters: [btc.adapter],
      },
      { fetch: offlineFetch, isMobile: () => false, now: () => clock.now },
    )
    btc.behaviour.connect = async () => ({
      connectorId: 'btc',
      address: 'bc1qtest',
      chainId: '000000000019d6689c085ae165831e93',
      accounts: [{ namespace: 'bip122', address: 'bc1qtest', type: 'payment' }],
    })
    await client.connectExternal(injectedConnector({ id: 'btc', chain: 'bip122' }))
    await client.fetchBalance('bip122', { force: true })
    expect(btc.calls.filter((c) => c.method === 'getBalance')).toEqual([])
  })
})
