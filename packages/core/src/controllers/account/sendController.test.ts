import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPorticoClient } from '../../client/createPorticoClient.js'
import { BALANCE_CACHE_MS, BALANCE_RETRY_MS } from '../../constants.js'
import { bitcoinTestnet } from '../../networks.js'
import { patchAccountState } from '../../stores/chains.js'
import { startAccountGateway } from '../../testing/accountGateway.js'
import {
  ADDRESS,
  evmNetwork,
  injectedConnector,
  scriptedAdapter,
  solanaNetwork,
} from '../../testing/fixtures.js'
import type { TokenBalance } from '../../types/account.js'

const PUSD = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const balances = [
  {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:31337',
    quantity: { decimals: '18', numeric: '10' },
    iconUrl: '',
  },
  {
    name: 'Portico USD',
    symbol: 'pUSD',
    chainId: 'eip155:31337',
    address: `eip155:31337:${PUSD}`,
    quantity: { decimals: '6', numeric: '100' },
    iconUrl: '',
  },
  {
    name: 'Junk',
    symbol: 'JUNK',
    chainId: 'eip155:31337',
    address: 'eip155:31337:0x01',
    quantity: { decimals: '0', numeric: '5' },
    iconUrl: '',
  },
]

let gateway: Awaited<ReturnType<typeof startAccountGateway>>
beforeEach(async () => {
  gateway = await startAccountGateway()
  gateway.answer('balance', () => ({ body: { balances } }))
})
afterEach(() => gateway.close())

/** A connected client; the scripted adapter stands in for the wallet (the real one is tested on anvil). */
async function connected(now = () => Date.now()) {
  const evm = scriptedAdapter('eip155', [injectedConnector()])
  const sent: unknown[] = []
  let stackDuringSend = -1
  const record = (method: string) => async (params: unknown) => {
    stackDuringSend = client.stores.router.getState().transactionStack.length
    sent.push({ method, params })
    return `0x${'ab'.repeat(32)}`
  }
  evm.adapter.sendTransaction = record('sendTransaction')
  evm.adapter.transferToken = record('transferToken')
  evm.adapter.waitForTransaction = async () => {}
  const client = createPorticoClient(
    {
      projectId: 'portico-dev',
      gatewayUrl: gateway.url,
      networks: [evmNetwork(31337), evmNetwork(31338)],
      adapters: [evm.adapter],
    },
    { now },
  )
  await client.connectExternal(injectedConnector())
  const tokens = await client.fetchTokenBalances()
  return { client, sent, tokens, evm, stack: () => stackDuringSend }
}

const fill = (
  client: Awaited<ReturnType<typeof connected>>['client'],
  token: TokenBalance | undefined,
  amount: string,
) => {
  const send = client.stores.send.getState()
  send.setToken(token)
  send.setAmount(amount)
  send.setReceiver(RECEIVER)
}

describe('send controller (G) and token balances (E) against a local account gateway', () => {
  it('E-11 U-11 token balances come from /balance with chainId and currency usd; zero-decimal tokens are dropped', async () => {
    const { tokens } = await connected()
    expect(tokens.map((t) => t.symbol)).toEqual(['ETH', 'pUSD'])
    expect(gateway.calls('balance')[0]?.query).toMatchObject({ chainId: 'eip155:31337', currency: 'usd' })
  })

  it('E-10 two fetches within 30 s make one call; after 30 s a second; force skips the cache and asks forceUpdate', async () => {
    const clock = { now: 1_000_000 }
    const { client } = await connected(() => clock.now)
    await client.fetchTokenBalances()
    expect(gateway.calls('balance')).toHaveLength(1)
    clock.now += BALANCE_CACHE_MS
    await client.fetchTokenBalances()
    expect(gateway.calls('balance')).toHaveLength(2)
    await client.fetchTokenBalances({ force: true })
    expect(gateway.calls('balance')[2]?.query.forceUpdate).toBe(ADDRESS)
  })

  it('E-08 G-09 a failure shows "Token Balance Unavailable"; at +29 s no request is made, at +30 s one is', async () => {
    const clock = { now: 1_000_000 }
    const { client } = await connected(() => clock.now)
    gateway.answer('balance', () => ({ status: 500, body: {} }))
    await client.fetchTokenBalances({ force: true })
    expect(client.stores.notifications.getState().snackbar?.message).toBe('Token Balance Unavailable')
    expect(client.stores.send.getState().lastRetry).toBe(clock.now)
    const calls = gateway.calls('balance').length
    clock.now += BALANCE_RETRY_MS - 1_000
    expect(await client.fetchTokenBalances({ force: true })).toEqual([])
    expect(gateway.calls('balance')).toHaveLength(calls)
    clock.now += 1_000
    await client.fetchTokenBalances({ force: true })
    expect(gateway.calls('balance')).toHaveLength(calls + 1)
  })

  it('G-15 SEND_INITIATED and SEND_SUCCESS say isSmartAccount: false for an EOA, true once the address is a smart account', async () => {
    const { client, tokens } = await connected()
    const events: { type: string; data?: unknown }[] = []
    client.subscribeEvents((e) => events.push(e))
    const send = async () => {
      fill(client, tokens[0], '0.1')
      await client.sendToken()
      return events
        .splice(0)
        .filter((e) => e.type.startsWith('SEND_'))
        .map((e) => [e.type, (e.data as { isSmartAccount: boolean }).isSmartAccount])
    }
    expect(await send()).toEqual([
      ['SEND_INITIATED', false],
      ['SEND_SUCCESS', false],
    ])
    const address = client.stores.chains.getState().chains.eip155?.accountState.address as string
    patchAccountState(client.stores.chains, 'eip155', {
      allAccounts: [{ namespace: 'eip155', address, type: 'smartAccount' }],
    })
    expect(await send()).toEqual([
      ['SEND_INITIATED', true],
      ['SEND_SUCCESS', true],
    ])
  })

  it('K-13 a sent transaction is pending for the account until it is mined', async () => {
    const { client, tokens, evm } = await connected()
    let mine: () => void = () => undefined
    evm.adapter.waitForTransaction = () => new Promise<void>((resolve) => (mine = resolve))
    fill(client, tokens[0], '0.1')
    const sending = client.sendToken()
    const { activeCaipNetwork, chains } = client.stores.chains.getState()
    const key = `${activeCaipNetwork?.caipNetworkId}:${chains.eip155?.accountState.address}`
    await vi.waitFor(() =>
      expect(client.stores.transactions.getState().pending).toEqual([{ hash: `0x${'ab'.repeat(32)}`, key }]),
    )
    mine()
    await sending
    expect(client.stores.transactions.getState().pending).toEqual([])
  })

  it('G-02 sendToken without an amount or without a token rejects with the spec messages', async () => {
    const { client, tokens } = await connected()
    client.stores.send.getState().setToken(tokens[0])
    await expect(client.sendToken()).rejects.toThrow('An amount and receiver address are required')
    fill(client, undefined, '1')
    await expect(client.sendToken()).rejects.toThrow('A token is required')
  })

  it('G-04 G-07 G-15 native 1.5 ETH → sendTransaction({value: 1.5e18, data: 0x}); then the form resets, balances refresh, Account shows', async () => {
    const { client, sent, tokens } = await connected()
    client.stores.router.getState().push('Account')
    client.stores.router.getState().push('WalletSend')
    client.stores.router.getState().push('WalletSendPreview')
    fill(client, tokens[0], '1.5')
    const before = gateway.calls('balance').length
    const events: string[] = []
    client.subscribeEvents((e) => events.push(e.type))
    await client.sendToken()
    // G-15
    expect(events.filter((e) => e.startsWith('SEND_'))).toEqual(['SEND_INITIATED', 'SEND_SUCCESS'])
    expect(sent).toEqual([
      {
        method: 'sendTransaction',
        params: expect.objectContaining({ to: RECEIVER, value: 1_500_000_000_000_000_000n, data: '0x' }),
      },
    ])
    expect(client.stores.send.getState()).toMatchObject({
      token: undefined,
      sendTokenAmount: undefined,
      receiverAddress: undefined,
      loading: false,
    })
    await vi.waitFor(() => expect(gateway.calls('balance').length).toBeGreaterThan(before))
    expect(client.stores.router.getState().view).toBe('Account')
    expect(client.stores.notifications.getState().snackbar).toMatchObject({
      message: 'Transaction sent',
      variant: 'success',
    })
  })

  it('G-05 G-14 an ERC-20 send calls transferToken with the plain token address; the stack holds one entry meanwhile', async () => {
    const { client, sent, tokens, stack } = await connected()
    fill(client, tokens[1], '1.5')
    await client.sendToken()
    expect(sent).toEqual([
      {
        method: 'transferToken',
        params: expect.objectContaining({ tokenAddress: PUSD, to: RECEIVER, amount: 1_500_000n }),
      },
    ])
    expect(stack()).toBe(1)
    expect(client.stores.router.getState().transactionStack).toHaveLength(0)
  })

  it('a send the wallet rejects (4001) says "Transaction error", keeps the form and empties the stack', async () => {
    const { client, tokens } = await connected()
    const adapter = client.stores.adapters.get('eip155')
    if (!adapter) throw new Error('no adapter')
    adapter.sendTransaction = async () =>
      Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    fill(client, tokens[0], '1')
    await expect(client.sendToken()).rejects.toMatchObject({ code: 4001 })
    expect(client.stores.notifications.getState().snackbar?.message).toBe('Transaction error')
    expect(client.stores.send.getState()).toMatchObject({ sendTokenAmount: '1', loading: false })
    expect(client.stores.router.getState().transactionStack).toHaveLength(0)
  })

  it('watchAccount: each new block refetches balances (forced) and loaded history; stopping unsubscribes', async () => {
    gateway.answer('history', () => ({ body: { data: [], next: null } }))
    const { client } = await connected()
    const adapter = client.stores.adapters.get('eip155')
    if (!adapter) throw new Error('no adapter')
    let onBlock: (() => void) | undefined
    let stopped = false
    adapter.watchBlocks = (params) => {
      onBlock = params.onBlock
      return () => {
        stopped = true
      }
    }
    await client.fetchTransactions()
    const stop = await client.watchAccount()
    const [balances, histories] = [gateway.calls('balance').length, gateway.calls('history').length]
    onBlock?.()
    await vi.waitFor(() => expect(gateway.calls('balance').length).toBe(balances + 1))
    expect(gateway.calls('balance').at(-1)?.query.forceUpdate).toBe(ADDRESS)
    await vi.waitFor(() => expect(gateway.calls('history').length).toBeGreaterThan(histories))
    stop()
    expect(stopped).toBe(true)
  })

  it('G-03 on bip122 sendToken rejects "Unsupported chain" and loading is false', async () => {
    const btc = scriptedAdapter('bip122', [injectedConnector({ id: 'xverse', chain: 'bip122' })])
    const client = createPorticoClient({
      projectId: 'portico-dev',
      gatewayUrl: gateway.url,
      networks: [bitcoinTestnet],
      adapters: [btc.adapter],
    })
    await client.connectExternal(injectedConnector({ id: 'xverse', chain: 'bip122' }))
    fill(client, balances[0] as TokenBalance, '1')
    await expect(client.sendToken()).rejects.toThrow('Unsupported chain')
    expect(client.stores.send.getState().loading).toBe(false)
  })

  it('G-06 on solana: 0.5 SOL → sendTransaction({value: 5e8 lamports}); 2 pUSD → transferToken(mint, 2e6, decimals 6)', async () => {
    const sol = scriptedAdapter('solana', [injectedConnector({ id: 'phantom', chain: 'solana' })])
    const sent: { method: string; params: any }[] = []
    sol.adapter.sendTransaction = async (params) => {
      sent.push({ method: 'sendTransaction', params })
      return 'sig1'
    }
    sol.adapter.transferToken = async (params) => {
      sent.push({ method: 'transferToken', params })
      return 'sig2'
    }
    const waited: string[] = []
    sol.adapter.waitForTransaction = async ({ hash }) => {
      waited.push(hash)
    }
    const client = createPorticoClient({
      projectId: 'portico-dev',
      gatewayUrl: gateway.url,
      networks: [solanaNetwork],
      adapters: [sol.adapter],
    })
    await client.connectExternal(injectedConnector({ id: 'phantom', chain: 'solana' }))
    const mint = 'pUSDmint1111111111111111111111111111111111'
    const sol9 = { ...balances[0], name: 'Solana', symbol: 'SOL', quantity: { decimals: '9', numeric: '10' } }
    const spl = { ...balances[1], address: `${solanaNetwork.caipNetworkId}:${mint}` }
    fill(client, sol9 as TokenBalance, '0.5')
    await expect(client.sendToken()).resolves.toBe('sig1')
    fill(client, spl as TokenBalance, '2')
    await expect(client.sendToken()).resolves.toBe('sig2')
    expect(sent[0]?.params).toMatchObject({ value: 500_000_000n, to: RECEIVER })
    expect(sent[1]?.params).toMatchObject({
      tokenAddress: mint,
      amount: 2_000_000n,
      decimals: 6,
      to: RECEIVER,
    })
    expect(waited).toEqual(['sig1', 'sig2'])
  })

  it('G-10 K-12 switching network resets the send form and the token list', async () => {
    const { client, tokens } = await connected()
    fill(client, tokens[1], '2')
    await client.switchNetwork(evmNetwork(31338))
    await vi.waitFor(() => expect(client.stores.send.getState().sendTokenAmount).toBeUndefined())
    expect(client.stores.send.getState()).toMatchObject({
      token: undefined,
      receiverAddress: undefined,
      tokenBalances: [],
    })
    expect(client.stores.chains.getState().chains.eip155?.accountState.tokenBalance).toEqual([])
  })

  it('estimateSendGas: a fee the native balance cannot pay gives "Not enough ETH to pay the network fee"', async () => {
    const { client, tokens } = await connected()
    const adapter = (client.stores.adapters.get('eip155') ?? {}) as {
      estimateSendFee?: () => Promise<bigint>
    }
    adapter.estimateSendFee = async () => 11_000_000_000_000_000_000n
    fill(client, tokens[1], '1')
    expect(await client.estimateSendGas()).toEqual({
      fee: 11_000_000_000_000_000_000n,
      error: 'Not enough ETH to pay the network fee',
    })
    adapter.estimateSendFee = async () => 21_000n
    expect((await client.estimateSendGas()).error).toBeUndefined()
  })
})
