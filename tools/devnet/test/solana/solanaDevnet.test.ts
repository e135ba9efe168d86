import { address, lamports } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { WebSocket } from 'ws'
import {
  findFreePortPair,
  LAMPORTS_PER_SIGNATURE,
  LAMPORTS_PER_SOL,
  SOLANA_DEVNET_ACCOUNT_PUSD,
  SOLANA_DEVNET_ACCOUNT_SOL,
  SOLANA_DEVNET_NETWORK_ID,
  SOLANA_PUSD,
  type SolanaDevnet,
  solanaDevnetAddresses,
  solanaDevnetSigner,
  startSolanaDevnet,
} from '../../src/index.js'
import { solanaClient } from './solanaClient.js'

let devnet: SolanaDevnet
let client: ReturnType<typeof solanaClient>
const PUSD_UNIT = 10n ** BigInt(SOLANA_PUSD.decimals)

beforeAll(async () => {
  devnet = await startSolanaDevnet({ port: await findFreePortPair() })
  client = solanaClient(devnet)
})

afterAll(async () => {
  await devnet?.stop()
})

const ataOf = async (owner: string) =>
  (
    await findAssociatedTokenPda({
      owner: address(owner),
      mint: devnet.seed.pusdMint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
  )[0]
const solBalance = async (owner: string) => (await client.rpc.getBalance(address(owner)).send()).value
const pusdBalance = async (owner: string) =>
  BigInt((await client.rpc.getTokenAccountBalance(await ataOf(owner)).send()).value.amount)

describe('devnet Solana: seed', () => {
  it("derives the mnemonic accounts at m/44'/501'/<n>'/0' (account 0 is the well-known oeYf6K…)", () => {
    expect(devnet.caipNetworkId).toBe(SOLANA_DEVNET_NETWORK_ID)
    expect(solanaDevnetAddresses()[0]).toBe('oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96')
    expect(devnet.seed.accounts).toHaveLength(10)
  })

  it('funds every account with SOL and pUSD (6 decimals)', async () => {
    for (const owner of devnet.seed.accounts.slice(0, 3)) {
      expect(await solBalance(owner)).toBe(SOLANA_DEVNET_ACCOUNT_SOL * LAMPORTS_PER_SOL)
    }
    const { value } = await client.rpc
      .getTokenAccountsByOwner(
        devnet.seed.accounts[2]!,
        { mint: devnet.seed.pusdMint },
        { encoding: 'jsonParsed' },
      )
      .send()
    expect(value).toHaveLength(1)
    const info = value[0]!.account.data.parsed.info
    expect(info.mint).toBe(devnet.seed.pusdMint)
    expect(info.owner).toBe(devnet.seed.accounts[2])
    expect(info.tokenAmount).toMatchObject({
      amount: `${SOLANA_DEVNET_ACCOUNT_PUSD * PUSD_UNIT}`,
      decimals: 6,
    })
    const supply = await client.rpc.getTokenSupply(devnet.seed.pusdMint).send()
    expect(supply.value.amount).toBe(`${SOLANA_DEVNET_ACCOUNT_PUSD * PUSD_UNIT * 10n}`)
  })

  it('answers the cluster methods wallets ask first', async () => {
    expect(await client.rpc.getHealth().send()).toBe('ok')
    expect(await client.rpc.getGenesisHash().send()).toBe(devnet.genesisHash)
    expect((await client.rpc.getVersion().send())['solana-core']).toMatch(/^\d+\.\d+\.\d+$/)
    const { value } = await client.rpc.getLatestBlockhash().send()
    expect((await client.rpc.isBlockhashValid(value.blockhash).send()).value).toBe(true)
    expect(value.lastValidBlockHeight).toBeGreaterThan(await client.rpc.getBlockHeight().send())
    expect(await client.rpc.getMinimumBalanceForRentExemption(165n).send()).toBe(2_039_280n)
    const epoch = await client.rpc.getEpochInfo().send()
    expect(epoch.absoluteSlot).toBe(await client.rpc.getSlot().send())
  })
})

describe('devnet Solana: transactions through @solana/kit', () => {
  it('G-06 transfers 0.5 SOL, confirmed through signatureSubscribe, with exact balance changes', async () => {
    const [from, to] = [await solanaDevnetSigner(0), devnet.seed.accounts[1]!]
    const [fromBefore, toBefore] = [await solBalance(from.address), await solBalance(to)]
    const amount = LAMPORTS_PER_SOL / 2n
    const signature = await client.send(from, [
      getTransferSolInstruction({ source: from, destination: to, amount: lamports(amount) }),
    ])
    expect(await solBalance(to)).toBe(toBefore + amount)
    expect(await solBalance(from.address)).toBe(fromBefore - amount - LAMPORTS_PER_SIGNATURE)
    const transaction = await client.rpc
      .getTransaction(signature, { maxSupportedTransactionVersion: 0, encoding: 'json' })
      .send()
    expect(transaction?.meta?.err).toBeNull()
    expect(transaction?.meta?.fee).toBe(LAMPORTS_PER_SIGNATURE)
    const history = await client.rpc.getSignaturesForAddress(to).send()
    expect(history[0]?.signature).toBe(signature)
  })

  it('G-06 transfers 2 pUSD (SPL transferChecked) with exact token balance changes', async () => {
    const [from, to] = [await solanaDevnetSigner(3), devnet.seed.accounts[4]!]
    const [fromBefore, toBefore] = [await pusdBalance(from.address), await pusdBalance(to)]
    const amount = 2n * PUSD_UNIT
    const signature = await client.send(from, [
      getTransferCheckedInstruction({
        source: await ataOf(from.address),
        mint: devnet.seed.pusdMint,
        destination: await ataOf(to),
        authority: from,
        amount,
        decimals: SOLANA_PUSD.decimals,
      }),
    ])
    expect(await pusdBalance(to)).toBe(toBefore + amount)
    expect(await pusdBalance(from.address)).toBe(fromBefore - amount)
    const statuses = await client.rpc.getSignatureStatuses([signature]).send()
    expect(statuses.value[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
  })

  it('notifies accountSubscribe and slotSubscribe when a transfer lands', async () => {
    const from = await solanaDevnetSigner(5)
    const to = devnet.seed.accounts[6]!
    const abort = new AbortController()
    const accounts = await client.rpcSubscriptions
      .accountNotifications(to, { encoding: 'base64' })
      .subscribe({ abortSignal: abort.signal })
    const slots = await client.rpcSubscriptions.slotNotifications().subscribe({ abortSignal: abort.signal })
    const before = await solBalance(to)
    // kit hands an iterator only what arrives after it is first polled, so poll before sending.
    const nextAccount = accounts[Symbol.asyncIterator]().next()
    const nextSlot = slots[Symbol.asyncIterator]().next()
    await client.send(from, [
      getTransferSolInstruction({ source: from, destination: to, amount: lamports(1_000n) }),
    ])
    const [first, slot] = [await nextAccount, await nextSlot]
    abort.abort()
    expect(first.value?.value.lamports).toBe(before + 1_000n)
    expect(slot.value?.slot).toBeGreaterThan(0n)
  })

  it('simulates a transfer without changing balances, and reports a failing one', async () => {
    const from = await solanaDevnetSigner(7)
    const to = devnet.seed.accounts[8]!
    const before = await solBalance(to)
    const ok = await client.signed(from, [
      getTransferSolInstruction({ source: from, destination: to, amount: lamports(5n) }),
    ])
    const simulated = await client.rpc.simulateTransaction(client.wire(ok), { encoding: 'base64' }).send()
    expect(simulated.value.err).toBeNull()
    expect(simulated.value.logs?.join('\n')).toContain('11111111111111111111111111111111 success')
    expect(await solBalance(to)).toBe(before)
    const tooMuch = await client.signed(from, [
      getTransferSolInstruction({
        source: from,
        destination: to,
        amount: lamports(10_000n * LAMPORTS_PER_SOL),
      }),
    ])
    const failed = await client.rpc.simulateTransaction(client.wire(tooMuch), { encoding: 'base64' }).send()
    expect(failed.value.err).toEqual({ InstructionError: [0n, { Custom: 1n }] })
  })

  it('grants requestAirdrop from the faucet', async () => {
    const to = devnet.seed.accounts[9]!
    const before = await solBalance(to)
    const signature = await client.rpc.requestAirdrop(to, lamports(LAMPORTS_PER_SOL)).send()
    expect(typeof signature).toBe('string')
    expect(await solBalance(to)).toBe(before + LAMPORTS_PER_SOL)
  })
})

describe('devnet Solana: bad input gets JSON-RPC errors, never a crash', () => {
  it('answers an unknown method with -32601', async () => {
    const answer = await client.post('{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":[]}')
    expect(answer.error).toEqual({ code: -32601, message: 'Method not found: eth_chainId' })
  })

  it('answers GET /health with ok and other GETs with -32600', async () => {
    expect(await (await fetch(new URL('/health', devnet.rpcUrl))).text()).toBe('ok')
    const other = await fetch(devnet.rpcUrl)
    expect(other.status).toBe(405)
    expect(((await other.json()) as { error: { code: number } }).error.code).toBe(-32600)
  })

  it('answers a body that is not JSON with -32700 and a bad request with -32600', async () => {
    expect((await client.post('{not json')).error?.code).toBe(-32700)
    expect((await client.post('{"id":1,"method":"getSlot"}')).error?.code).toBe(-32600)
  })

  it('answers malformed transactions with -32602 naming the problem', async () => {
    for (const [tx, encoding] of [
      ['AAAA', 'base64'],
      ['!!!', 'base64'],
      ['0OIl', 'base58'],
      ['', 'base64'],
    ]) {
      const body = { jsonrpc: '2.0', id: 1, method: 'sendTransaction', params: [tx, { encoding }] }
      const answer = await client.post(JSON.stringify(body))
      expect(answer.error?.code).toBe(-32602)
      expect(answer.error?.message).toMatch(/transaction/)
    }
  })

  it('refuses a transaction that fails preflight with -32002 and lands nothing', async () => {
    const from = await solanaDevnetSigner(2)
    const to = devnet.seed.accounts[3]!
    const before = await solBalance(from.address)
    const tooMuch = await client.signed(from, [
      getTransferSolInstruction({
        source: from,
        destination: to,
        amount: lamports(10_000n * LAMPORTS_PER_SOL),
      }),
    ])
    const body = {
      jsonrpc: '2.0',
      id: 1,
      method: 'sendTransaction',
      params: [client.wire(tooMuch), { encoding: 'base64' }],
    }
    const answer = await client.post(JSON.stringify(body))
    expect(answer.error?.code).toBe(-32002)
    expect(answer.error?.message).toMatch(/^Transaction simulation failed/)
    expect(await solBalance(from.address)).toBe(before)
  })

  it('records a failing transaction sent with skipPreflight, with its error and the fee charged', async () => {
    const from = await solanaDevnetSigner(4)
    const before = await solBalance(from.address)
    const tooMuch = await client.signed(from, [
      getTransferSolInstruction({
        source: from,
        destination: devnet.seed.accounts[5]!,
        amount: lamports(10_000n * LAMPORTS_PER_SOL),
      }),
    ])
    const signature = await client.rpc
      .sendTransaction(client.wire(tooMuch), { encoding: 'base64', skipPreflight: true })
      .send()
    const { value } = await client.rpc.getSignatureStatuses([signature]).send()
    expect(value[0]?.err).toEqual({ InstructionError: [0n, { Custom: 1n }] })
    expect(await solBalance(from.address)).toBe(before - LAMPORTS_PER_SIGNATURE)
  })

  it('answers WebSocket messages that are not JSON, unknown methods and bad subscription ids with errors', async () => {
    const socket = new WebSocket(devnet.wsUrl)
    await new Promise((resolve, reject) => {
      socket.once('open', resolve)
      socket.once('error', reject)
    })
    const answers: { id: unknown; error?: { code: number } }[] = []
    socket.on('message', (data) => answers.push(JSON.parse(String(data))))
    socket.send('{oops')
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'programSubscribe', params: [] }))
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'slotUnsubscribe', params: [999_999] }))
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 4, method: 'signatureSubscribe', params: ['x'] }))
    await vi.waitFor(() => expect(answers).toHaveLength(4), { timeout: 10_000 })
    socket.close()
    expect(answers.map((answer) => answer.error?.code)).toEqual([-32700, -32601, -32602, -32602])
  })

  it('answers bad params (address, filter, encoding) with -32602', async () => {
    const calls = [
      ['getBalance', ['not-an-address']],
      ['getTokenAccountsByOwner', [devnet.seed.accounts[0], {}]],
      ['getAccountInfo', [devnet.seed.accounts[0], { encoding: 'yaml' }]],
      ['getSignatureStatuses', [['x']]],
      ['requestAirdrop', [devnet.seed.accounts[0], -1]],
    ] as const
    for (const [method, params] of calls) {
      const answer = await client.post(JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }))
      expect(answer.error?.code, method).toBe(-32602)
    }
    expect(await client.rpc.getSlot().send()).toBeGreaterThan(0n)
  })
})
