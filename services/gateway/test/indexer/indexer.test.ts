import { DEVNET_ACCOUNTS, type Devnet, PorticoPunks, PorticoToken } from '@portico/devnet'
import { encodeFunctionData, formatEther, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TokenBalance } from '../../src/index.js'
import { TRANSFER_TOPIC } from '../../src/indexer/abi.js'
import { DATABASES } from '../helpers/databases.js'
import { devnetClients, devnetContract, eventually, startTestDevnet } from '../helpers/devnetWallet.js'
import { send } from '../helpers/rawHttp.js'
import { type RunningGateway, startGateway } from '../helpers/startGateway.js'

const ACCOUNT_0 = DEVNET_ACCOUNTS[0]
/** A fast poll so the suite does not wait on the indexer. */
const TEST_POLL_MS = 100
/**
 * Hand-written bytecode of a bad token: called with value it emits an ERC-20 Transfer(caller → caller,
 * value) log; any other call (symbol(), decimals(), name()) ends with `tail`: a revert or 3 junk bytes.
 */
const badTokenCode = (tail: 'revert' | 'junk') =>
  // CALLVALUE ISZERO PUSH1 0x32 JUMPI; CALLVALUE PUSH1 0 MSTORE (the amount); CALLER (to) CALLER (from)
  // PUSH32 topic0 PUSH1 32 PUSH1 0 LOG3 STOP; 0x32: JUMPDEST, then REVERT(0, 0) or RETURN(0, 3).
  `0x341560325734600052 3333 7f${TRANSFER_TOPIC.slice(2)} 60206000a300 5b${tail === 'revert' ? '60006000fd' : '60036000f3'}`.replaceAll(
    ' ',
    '',
  )

interface Tx {
  id: string
  metadata: Record<string, any>
  transfers: Record<string, any>[]
}

describe.each(DATABASES)('indexer: history, NFTs and balances from the chain on $name', (database) => {
  let devnet: Devnet
  let gw: RunningGateway
  const get = async (path: string) => {
    const res = await fetch(`${gw.base}${path}`)
    return { status: res.status, headers: res.headers, body: (await res.json()) as any }
  }
  const history = async (address: string, query = ''): Promise<{ data: Tx[]; next: string | null }> => {
    const res = await get(`/v1/account/${address}/history?projectId=portico-dev${query}`)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body
  }
  const historyOf = (address: string, count: number) =>
    eventually(async () => {
      const page = await history(address, '&limit=100')
      return page.data.length >= count ? page.data : undefined
    }, `${count} history rows of ${address}`)

  beforeAll(async () => {
    devnet = await startTestDevnet()
    gw = await startGateway(database, {
      rpcUrls: {
        'eip155:31337': devnet.chains[0]?.rpcUrl ?? '',
        'eip155:31338': devnet.chains[1]?.rpcUrl ?? '',
      },
      indexerPollMs: TEST_POLL_MS,
      balanceCacheTtlMs: 60_000,
    })
  })
  afterAll(async () => {
    await gw?.close()
    await devnet?.stop()
  })

  it('U-03 K-02 native, ERC-20 and ERC-721 transfers appear in history with exact amounts, fee and status', async () => {
    const recipient = privateKeyToAddress(generatePrivateKey()).toLowerCase()
    const { wallet, chain } = devnetClients(devnet, 0)
    const pusd = devnetContract(devnet, 'erc20', 'pUSD')
    const punks = devnetContract(devnet, 'erc721', 'PPUNK')
    const native = await wallet.sendTransaction({ to: recipient as `0x${string}`, value: parseEther('0.25') })
    const erc20 = await wallet.writeContract({
      address: pusd.address,
      abi: PorticoToken.abi,
      functionName: 'transfer',
      args: [recipient as `0x${string}`, parseUnits('1.5', 6)],
    })
    const erc721 = await wallet.writeContract({
      address: punks.address,
      abi: PorticoPunks.abi,
      functionName: 'transferFrom',
      args: [ACCOUNT_0, recipient as `0x${string}`, 1n],
    })
    const rows = await historyOf(recipient, 3)
    expect(rows.map((r) => r.metadata.hash)).toEqual([erc721, erc20, native])
    const [nft, token, eth] = rows
    expect(eth?.metadata).toMatchObject({
      operationType: 'receive',
      sentFrom: ACCOUNT_0.toLowerCase(),
      sentTo: recipient,
      status: 'confirmed',
      chain: 'eip155:31337',
    })
    expect(eth?.transfers).toEqual([
      {
        direction: 'in',
        quantity: { numeric: '0.25', decimals: 18 },
        fungible_info: {
          name: 'Ether',
          symbol: 'ETH',
          decimals: 18,
          address: 'native',
          icon: { url: `${gw.base}/public/getTokenImage/ETH` },
        },
      },
    ])
    expect(token?.transfers).toEqual([
      {
        direction: 'in',
        quantity: { numeric: '1.5', decimals: 6 },
        fungible_info: {
          name: 'Portico USD',
          symbol: 'pUSD',
          decimals: 6,
          address: pusd.address.toLowerCase(),
          icon: { url: `${gw.base}/public/getTokenImage/pUSD` },
        },
      },
    ])
    expect(nft?.transfers).toEqual([
      {
        direction: 'in',
        quantity: { numeric: '1', decimals: 0 },
        nft_info: {
          name: 'Portico Punks #1',
          tokenId: '1',
          contract: punks.address.toLowerCase(),
          content: {
            preview: { url: `${gw.base}/v1/nft/eip155:31337/${punks.address.toLowerCase()}/1/image` },
          },
          flags: { is_spam: false },
        },
      },
    ])
    // The sender sees the same transactions as sends, with the fee it paid.
    const sent = await history(ACCOUNT_0, '&chainId=eip155:31337&limit=3')
    expect(
      sent.data.map((t) => [t.metadata.hash, t.metadata.operationType, t.transfers[0]?.direction]),
    ).toEqual([
      [erc721, 'send', 'out'],
      [erc20, 'send', 'out'],
      [native, 'send', 'out'],
    ])
    const receipt = await chain.getTransactionReceipt({ hash: erc20 })
    const block = await chain.getBlock({ blockNumber: receipt.blockNumber })
    expect(sent.data[1]?.metadata).toMatchObject({
      minedAt: new Date(Number(block.timestamp) * 1000).toISOString(),
      fee: {
        quantity: { numeric: formatEther(receipt.gasUsed * receipt.effectiveGasPrice), decimals: 18 },
        symbol: 'ETH',
      },
    })
    expect(typeof sent.data[0]?.metadata.nonce).toBe('number')
  })

  it('U-03 a failed transaction is listed with status failed, its fee and no transfer', async () => {
    const { wallet, account } = devnetClients(devnet, 5)
    const pusd = devnetContract(devnet, 'erc20', 'pUSD')
    // Account 5 holds no pUSD: the transfer reverts on chain (gas given, so nothing simulates it first).
    const hash = await wallet.sendTransaction({
      to: pusd.address,
      gas: 100_000n,
      data: encodeFunctionData({ abi: PorticoToken.abi, functionName: 'transfer', args: [ACCOUNT_0, 1n] }),
    })
    const [row] = await historyOf(account.address, 1)
    expect(row?.metadata).toMatchObject({
      hash,
      status: 'failed',
      operationType: 'execute',
      sentTo: pusd.address.toLowerCase(),
    })
    expect(Number(row?.metadata.fee.quantity.numeric)).toBeGreaterThan(0)
    expect(row?.transfers).toEqual([])
  })

  it('U-03 NFT listing: current owners from the indexed transfers, images decoded from the data: tokenURI and served safely', async () => {
    const punks = devnetContract(devnet, 'erc721', 'PPUNK')
    const owner = DEVNET_ACCOUNTS[1]
    const res = await eventually(async () => {
      const r = await get(`/v1/account/${owner}/nfts?projectId=portico-dev&chainId=eip155:31337`)
      return r.body.data?.length === 2 ? r : undefined
    }, 'two NFTs of account 1')
    const contract = punks.address.toLowerCase()
    expect(res.body).toEqual({
      data: [4, 5].map((id) => ({
        chainId: 'eip155:31337',
        contract,
        tokenId: String(id),
        name: `Portico Punks #${id}`,
        description: 'A Portico devnet collectible.',
        collection: { name: 'Portico Punks', symbol: 'PPUNK' },
        imageUrl: `${gw.base}/v1/nft/eip155:31337/${contract}/${id}/image`,
      })),
      next: null,
    })
    const image = await fetch(res.body.data[0].imageUrl)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/svg+xml')
    expect(image.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'")
    expect(image.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await image.text()).toMatch(/^<svg[^>]*>.*#4<\/text><\/svg>$/)
    const missing = await fetch(`${gw.base}/v1/nft/eip155:31337/${contract}/999/image`)
    expect(missing.status).toBe(404)
    // A token the indexer never saw is not looked up (nothing is called or stored for arbitrary input).
    const unseen = await fetch(
      `${gw.base}/v1/nft/eip155:31337/${contract}/3/image`.replace(contract, `0x${'ab'.repeat(20)}`),
    )
    expect(unseen.status).toBe(404)
    const stored = await gw.gateway.db.query('SELECT 1 FROM nft_meta WHERE token = $1', [
      `0x${'ab'.repeat(20)}`,
    ])
    expect(stored.rows).toEqual([])
  })

  it('U-11 balances list the ERC-20s the indexer saw the address receive, and a new transfer drops the cached answer', async () => {
    const recipient = privateKeyToAddress(generatePrivateKey())
    const path = `/v1/account/${recipient}/balance?projectId=portico-dev&chainId=eip155:31337`
    expect((await get(path)).body.balances.map((b: TokenBalance) => b.symbol)).toEqual(['ETH'])
    const { wallet } = devnetClients(devnet, 0)
    await wallet.writeContract({
      address: devnetContract(devnet, 'erc20', 'PRT').address,
      abi: PorticoToken.abi,
      functionName: 'transfer',
      args: [recipient, parseUnits('2.5', 18)],
    })
    // No forceUpdate, and a 60 s cache: only the indexer's invalidation makes the new token appear.
    const balances: TokenBalance[] = await eventually(
      async () => {
        const list = (await get(path)).body.balances
        return list.length === 2 ? list : undefined
      },
      'the PRT balance',
      5000,
    )
    expect(balances[1]).toEqual({
      name: 'Portico Token',
      symbol: 'PRT',
      chainId: 'eip155:31337',
      address: `eip155:31337:${devnetContract(devnet, 'erc20', 'PRT').address.toLowerCase()}`,
      quantity: { decimals: '18', numeric: '2.5' },
      iconUrl: `${gw.base}/public/getTokenImage/PRT`,
    })
  })

  it('U-03 U-11 a token that reverts or answers junk to symbol()/decimals() is skipped; the indexer goes on', async () => {
    const { wallet, chain, account } = devnetClients(devnet, 6)
    const reverting = privateKeyToAddress(generatePrivateKey())
    const junk = privateKeyToAddress(generatePrivateKey())
    await chain.request({
      method: 'anvil_setCode' as any,
      params: [reverting, badTokenCode('revert')] as any,
    })
    await chain.request({ method: 'anvil_setCode' as any, params: [junk, badTokenCode('junk')] as any })
    const bad1 = await wallet.sendTransaction({ to: reverting, value: 7n })
    const bad2 = await wallet.sendTransaction({ to: junk, value: 9n })
    const good = await wallet.sendTransaction({ to: ACCOUNT_0, value: parseEther('1') })
    const rows = await historyOf(account.address, 3)
    expect(rows.map((r) => r.metadata.hash)).toEqual([good, bad2, bad1])
    // The bad tokens' Transfer logs are indexed but not shown: only the native value each call carried.
    expect(rows[1]?.transfers.map((t) => t.fungible_info?.address)).toEqual(['native'])
    expect(rows[2]?.transfers.map((t) => t.fungible_info?.address)).toEqual(['native'])
    const balances = (await get(`/v1/account/${account.address}/balance?projectId=portico-dev&chainId=31337`))
      .body.balances
    expect(balances.map((b: TokenBalance) => b.symbol)).toEqual(['ETH'])
  })

  it('K-02 U-03 history pages across 3 pages with no duplicate or missing row, stable under new inserts', async () => {
    const { wallet, account } = devnetClients(devnet, 7)
    const hashes: string[] = []
    for (let i = 0; i < 7; i++)
      hashes.unshift(await wallet.sendTransaction({ to: ACCOUNT_0, value: BigInt(i + 1) }))
    await historyOf(account.address, 7)
    const first = await history(account.address, '&limit=3')
    // A transaction mined between pages is newer than every cursor: it never shifts a later page.
    const late = await wallet.sendTransaction({ to: ACCOUNT_0, value: 100n })
    await historyOf(account.address, 8)
    const second = await history(account.address, `&limit=3&cursor=${first.next}`)
    const third = await history(account.address, `&limit=3&cursor=${second.next}`)
    expect(third.next).toBeNull()
    expect([...first.data, ...second.data, ...third.data].map((t) => t.metadata.hash)).toEqual(hashes)
    expect((await history(account.address, '&limit=1')).data[0]?.metadata.hash).toBe(late)
  })

  it('K-05 the chainId filter keeps one chain; an unknown chain gets an empty page', async () => {
    const all = await history(ACCOUNT_0, '&limit=100')
    expect(new Set(all.data.map((t) => t.metadata.chain))).toEqual(new Set(['eip155:31337', 'eip155:31338']))
    const b = await history(ACCOUNT_0, '&limit=100&chainId=31338')
    expect(b.data.length).toBeGreaterThan(0)
    expect(b.data.every((t) => t.metadata.chain === 'eip155:31338')).toBe(true)
    expect(await history(ACCOUNT_0, '&chainId=eip155:999')).toEqual({ data: [], next: null })
    expect(
      (await get(`/v1/account/${ACCOUNT_0}/nfts?projectId=portico-dev&chainId=solana:abc`)).body,
    ).toEqual({
      data: [],
      next: null,
    })
  })

  it('R-01 bad address, cursor, chainId and limit get 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['/v1/account/0x12/history?projectId=portico-dev', 'address'],
      [`/v1/account/${ACCOUNT_0}/history?projectId=portico-dev&cursor=garbage`, 'cursor'],
      [
        `/v1/account/${ACCOUNT_0}/history?projectId=portico-dev&cursor=${Buffer.from('[1,2]').toString('base64url')}`,
        'cursor',
      ],
      [`/v1/account/${ACCOUNT_0}/history?projectId=portico-dev&chainId=not%20a%20chain`, 'chainId'],
      [`/v1/account/${ACCOUNT_0}/history?projectId=portico-dev&limit=0`, 'limit'],
      [`/v1/account/${ACCOUNT_0}/history?projectId=portico-dev&limit=101`, 'limit'],
      [`/v1/account/${ACCOUNT_0}/history?projectId=portico-dev&limit=abc`, 'limit'],
      ['/v1/account/nope/nfts?projectId=portico-dev', 'address'],
      [`/v1/account/${ACCOUNT_0}/nfts?projectId=portico-dev&cursor=%21%21`, 'cursor'],
      [`/v1/account/${ACCOUNT_0}/nfts?projectId=portico-dev&limit=-1`, 'limit'],
    ]
    for (const [path, field] of cases) {
      const res = await get(path)
      expect(res.status, path).toBe(400)
      expect(res.body, path).toMatchObject({ code: 'INVALID_PARAM', field })
    }
    expect((await get(`/v1/account/${ACCOUNT_0}/history`)).status).toBe(401)
  })

  it('U-03 URLs in history and NFT answers never reflect the Host header', async () => {
    for (const route of ['history', 'nfts']) {
      const res = await send(gw.base, {
        method: 'GET',
        path: `/v1/account/${ACCOUNT_0}/${route}?projectId=portico-dev`,
        headers: { host: 'evil.example' },
      })
      expect(res.status).toBe(200)
      expect(res.text).toContain(gw.base)
      expect(res.text).not.toContain('evil.example')
    }
  })
})
