import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPorticoClient } from '../../client/createPorticoClient.js'
import { initialTransactionsState } from '../../stores/transactions.js'
import { startAccountGateway } from '../../testing/accountGateway.js'
import { ADDRESS, evmNetwork, injectedConnector, scriptedAdapter } from '../../testing/fixtures.js'

let gateway: Awaited<ReturnType<typeof startAccountGateway>>
beforeEach(async () => {
  gateway = await startAccountGateway()
})
afterEach(() => gateway.close())

const row = (id: string, minedAt: string, chain = 'eip155:31337') => ({
  id,
  metadata: {
    operationType: 'send',
    hash: `0x${id}`,
    minedAt,
    sentFrom: ADDRESS,
    sentTo: '0xb',
    status: 'confirmed',
    nonce: 1,
    chain,
  },
  transfers: [
    {
      direction: 'out',
      quantity: { numeric: '1.5', decimals: '6' },
      fungible_info: { name: 'Portico USD', symbol: 'pUSD', decimals: '6' },
    },
  ],
})

async function connected() {
  const evm = scriptedAdapter('eip155', [injectedConnector()])
  const client = createPorticoClient({
    projectId: 'portico-dev',
    gatewayUrl: gateway.url,
    networks: [evmNetwork(31337), evmNetwork(31338)],
    adapters: [evm.adapter],
  })
  await client.connectExternal(injectedConnector())
  return client
}

describe('transactions controller against a local account gateway', () => {
  it('K-03 the initial state is empty, not loading, with no cursor', () => {
    expect(initialTransactionsState()).toMatchObject({
      transactions: [],
      transactionsByYear: {},
      next: undefined,
      loading: false,
      empty: false,
    })
  })

  it('K-02 K-10 the first call has no cursor; "more" sends cursor=<previous next>; pages append', async () => {
    gateway.answer('history', (q) =>
      q.cursor === 'page-2'
        ? { body: { data: [row('b', '2025-03-01T00:00:00Z')], next: null } }
        : {
            body: {
              data: [row('a', '2025-04-01T00:00:00Z'), row('x', '2025-04-01T00:00:00Z', 'eip155:1')],
              next: 'page-2',
            },
          },
    )
    const client = await connected()
    await client.fetchTransactions()
    const [first] = gateway.calls('history')
    expect(first?.query).toMatchObject({ chainId: 'eip155:31337', projectId: 'portico-dev' })
    expect(first?.query.cursor).toBeUndefined()
    expect(client.stores.transactions.getState().next).toBe('page-2')
    await client.fetchTransactions('more')
    expect(gateway.calls('history')[1]?.query.cursor).toBe('page-2')
    const state = client.stores.transactions.getState()
    // K-05: the eip155:1 row is not shown; K-06: grouped by year and month.
    expect(state.transactions.map((t) => t.id)).toEqual(['a', 'b'])
    expect(Object.keys(state.transactionsByYear[2025] ?? {})).toEqual(['2', '3'])
    expect(state.next).toBeUndefined()
    await client.fetchTransactions('more')
    expect(gateway.calls('history')).toHaveLength(2)
  })

  it('K-07 P-20 history answers 500 → snackbar "Failed to fetch transactions", ERROR_FETCH_TRANSACTIONS once, empty, no cursor, not loading', async () => {
    gateway.answer('history', () => ({ status: 500, body: { code: 'UPSTREAM' } }))
    const client = await connected()
    const events: string[] = []
    client.subscribeEvents((e) => events.push(e.type))
    await client.fetchTransactions()
    expect(events.filter((e) => e === 'ERROR_FETCH_TRANSACTIONS')).toHaveLength(1)
    expect(client.stores.notifications.getState().snackbar?.message).toBe('Failed to fetch transactions')
    expect(client.stores.transactions.getState()).toMatchObject({
      empty: true,
      next: undefined,
      loading: false,
      error: true,
    })
  })

  it('K-08 {data:[], next:null} → empty true, next undefined', async () => {
    gateway.answer('history', () => ({ body: { data: [], next: null } }))
    const client = await connected()
    await client.fetchTransactions()
    expect(client.stores.transactions.getState()).toMatchObject({ empty: true, next: undefined })
  })

  it('K-11 without an account address fetchTransactions rejects "Transactions can\'t be fetched without an accountAddress"', async () => {
    const client = createPorticoClient({
      projectId: 'portico-dev',
      gatewayUrl: gateway.url,
      networks: [evmNetwork(31337)],
      adapters: [scriptedAdapter().adapter],
    })
    await expect(client.fetchTransactions()).rejects.toThrow(
      "Transactions can't be fetched without an accountAddress",
    )
  })

  it('K-12 switching network clears transactions and next', async () => {
    gateway.answer('history', () => ({ body: { data: [row('a', '2025-04-01T00:00:00Z')], next: 'more' } }))
    const client = await connected()
    await client.fetchTransactions()
    expect(client.stores.transactions.getState().transactions).toHaveLength(1)
    await client.switchNetwork(evmNetwork(31338))
    await vi.waitFor(() => expect(client.stores.chains.getState().activeCaipNetwork?.id).toBe(31338))
    expect(client.stores.transactions.getState()).toMatchObject({ transactions: [], next: undefined })
  })
})
