import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { MAX_SWAP_SLIPPAGE, NATIVE_TOKEN_ADDRESS, SWAP_SLIPPAGE } from '@portico/core'
import { type Devnet, type DevnetContract, findFreePort, startDevnet } from '@portico/devnet'
import { type Address, type Hex, parseAbi, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DATABASES } from '../helpers/databases.js'
import { devnetClients, devnetContract } from '../helpers/devnetWallet.js'
import { type RunningGateway, startGateway } from '../helpers/startGateway.js'

const routerAbi = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[])',
])
const erc20Abi = parseAbi(['function balanceOf(address) view returns (uint256)'])
const CHAIN = 'eip155:31337'
const caip = (address: string) => `${CHAIN}:${address}`
const NATIVE = caip(NATIVE_TOKEN_ADDRESS)

describe('swap and price routes on the devnet Uniswap V2 (I-03 to I-10, U-04 to U-10)', () => {
  let dir: string
  let devnet: Devnet
  let gw: RunningGateway
  const amm = <K extends DevnetContract['kind']>(kind: K) =>
    devnet.manifest.chains[0]?.contracts.find((c) => c.kind === kind) as Extract<DevnetContract, { kind: K }>
  const pusd = () => devnetContract(devnet, 'erc20', 'pUSD').address
  const prt = () => devnetContract(devnet, 'erc20', 'PRT').address
  const get = async (path: string) => {
    const res = await fetch(`${gw.base}${path}${path.includes('?') ? '&' : '?'}projectId=portico-dev`)
    return { status: res.status, body: (await res.json()) as any }
  }
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${gw.base}${path}?projectId=portico-dev`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: res.status, body: (await res.json()) as any }
  }
  const quote = async (from: string, to: string, amount: bigint, user: string) => {
    const q = new URLSearchParams({
      amount: amount.toString(),
      userAddress: caip(user),
      from,
      to,
      gasPrice: '1',
    })
    const res = await get(`/v1/convert/quotes?${q}`)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body.quotes[0]
  }
  const routerQuote = async (amount: bigint, path: Address[]) => {
    const { chain } = devnetClients(devnet, 0)
    const amounts = await chain.readContract({
      address: amm('uniswap-v2-router').address,
      abi: routerAbi,
      functionName: 'getAmountsOut',
      args: [amount, path],
    })
    return amounts.at(-1) ?? 0n
  }
  /** Signs and sends a built transaction from devnet account `index`; resolves its receipt. */
  const submit = async (
    index: number,
    tx: { to: Hex; data: Hex; value?: string; eip155: { gas: string } },
  ) => {
    const { wallet, chain } = devnetClients(devnet, index)
    const hash = await wallet.sendTransaction({
      to: tx.to,
      data: tx.data,
      value: BigInt(tx.value ?? '0'),
      gas: BigInt(tx.eip155.gas),
    })
    return chain.waitForTransactionReceipt({ hash })
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'portico-convert-'))
    const manifestPath = join(dir, 'devnet-manifest.json')
    devnet = await startDevnet({ portA: await findFreePort(), portB: await findFreePort(), manifestPath })
    const [a, b] = devnet.chains
    gw = await startGateway(DATABASES[0]!, {
      rpcUrls: { [CHAIN]: a?.rpcUrl ?? '', 'eip155:31338': b?.rpcUrl ?? '' },
      devnetManifest: manifestPath,
      indexer: false,
    })
  })
  afterAll(async () => {
    await gw?.close()
    await devnet?.stop()
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  it('I-03 lists the native currency, pUSD, PRT and WETH on both devnet chains; none elsewhere', async () => {
    for (const chainId of [CHAIN, 'eip155:31338']) {
      const { body } = await get(`/v1/convert/tokens?chainId=${chainId}`)
      expect(body.tokens.map((t: { symbol: string }) => t.symbol)).toEqual(['ETH', 'pUSD', 'PRT', 'WETH'])
      expect(body.tokens[0]).toMatchObject({ address: `${chainId}:${NATIVE_TOKEN_ADDRESS}`, decimals: 18 })
      expect(body.tokens[1].logoUri).toMatch(/\/public\/getTokenImage\/pUSD$/)
    }
    expect((await get('/v1/convert/tokens?chainId=eip155:1')).body).toEqual({ tokens: [] })
  })

  it("I-06 quotes equal the router's own getAmountsOut, over the best of the direct and WETH-hop routes", async () => {
    const user = devnetClients(devnet, 0).account.address
    const weth = amm('weth').address
    const cases: [string, string, bigint, Address[][]][] = [
      [NATIVE, caip(pusd()), parseEther('0.1'), [[weth, pusd()]]],
      [caip(pusd()), NATIVE, parseUnits('500', 6), [[pusd(), weth]]],
      [
        caip(prt()),
        caip(pusd()),
        parseEther('25'),
        [
          [prt(), pusd()],
          [prt(), weth, pusd()],
        ],
      ],
      [
        caip(pusd()),
        caip(prt()),
        parseUnits('1000', 6),
        [
          [pusd(), prt()],
          [pusd(), weth, prt()],
        ],
      ],
    ]
    for (const [from, to, amount, paths] of cases) {
      const q = await quote(from, to, amount, user)
      const outs = await Promise.all(paths.map((p) => routerQuote(amount, p)))
      const best = [...outs].sort((a, b) => (a < b ? 1 : -1))[0]
      expect(BigInt(q.toAmount), `${from} → ${to}`).toBe(best)
      expect(q).toMatchObject({ fromAmount: amount.toString(), fromAccount: from, toAccount: to })
      expect(q.priceImpact).toBeGreaterThan(0)
      expect(q.priceImpact).toBeLessThan(1)
      expect(BigInt(q.providerFee)).toBe(
        q.route.length === 2 ? (amount * 3n) / 1000n : amount - (((amount * 997n) / 1000n) * 997n) / 1000n,
      )
    }
  })

  it('I-04 prices come from the pools through pUSD: pUSD 1, ETH 3,000, PRT 2; absent without a pool', async () => {
    const ppunk = devnetContract(devnet, 'erc721', 'PPUNK').address
    const body = {
      currency: 'usd',
      projectId: 'portico-dev',
      addresses: [NATIVE, caip(pusd()), caip(prt()), caip(ppunk)],
    }
    const res = await post('/v1/fungible/price', body)
    expect(res.status).toBe(200)
    const price = (symbol: string) =>
      res.body.fungibles.find((f: { symbol: string }) => f.symbol === symbol)?.price
    expect(price('pUSD')).toBe(1)
    expect(price('ETH')).toBeCloseTo(3000, -1)
    expect(price('PRT')).toBeCloseTo(2, 1)
    expect(res.body.fungibles).toHaveLength(3)
    // The account's balances carry the same prices and their USD values.
    const balances = (
      await get(`/v1/account/${devnetClients(devnet, 0).account.address}/balance?chainId=${CHAIN}`)
    ).body.balances
    const pusdRow = balances.find((b: { symbol: string }) => b.symbol === 'pUSD')
    expect(pusdRow).toMatchObject({ price: 1, value: Number(pusdRow.quantity.numeric) })
    expect(balances.find((b: { symbol: string }) => b.symbol === 'ETH').price).toBeCloseTo(3000, -1)
  })

  it('I-05 gas price tiers in wei; unsupported networks get the exact S-02 and S-03 messages', async () => {
    const gas = await get(`/v1/convert/gas-price?chainId=${CHAIN}`)
    expect(gas.status).toBe(200)
    expect(BigInt(gas.body.fast)).toBeGreaterThan(BigInt(gas.body.standard))
    expect(BigInt(gas.body.instant)).toBeGreaterThan(BigInt(gas.body.fast))
    const other = await get('/v1/convert/gas-price?chainId=eip155:1')
    expect(other).toMatchObject({ status: 400, body: { message: 'Network not supported for Gas Price' } })
    const user = caip(devnetClients(devnet, 0).account.address).replace(CHAIN, 'eip155:1')
    const from = `eip155:1:${prt()}`
    const approve = await get(
      `/v1/convert/build-approve?userAddress=${user}&from=${from}&to=eip155:1:${pusd()}`,
    )
    expect(approve).toMatchObject({ status: 400, body: { message: 'Network not supported for Swaps' } })
    const build = await post('/v1/convert/build-transaction', {
      amount: '1',
      eip155: { slippage: SWAP_SLIPPAGE },
      from,
      to: `eip155:1:${pusd()}`,
      userAddress: user,
    })
    expect(build).toMatchObject({ status: 400, body: { message: 'Network not supported for Swaps' } })
    expect(
      (await get(`/v1/convert/quotes?amount=1&userAddress=${user}&from=${from}&to=eip155:1:${pusd()}`)).body,
    ).toEqual({ quotes: [] })
  })

  it('I-09 a built swap of 0.1 ETH for pUSD is accepted by the chain and pays at least the slippage minimum', async () => {
    const { account, chain } = devnetClients(devnet, 6)
    const amount = parseEther('0.1')
    const q = await quote(NATIVE, caip(pusd()), amount, account.address)
    const body = {
      amount: amount.toString(),
      eip155: { slippage: SWAP_SLIPPAGE },
      projectId: 'portico-dev',
      from: NATIVE,
      to: caip(pusd()),
      userAddress: caip(account.address),
      disableEstimate: false,
    }
    const built = await post('/v1/convert/build-transaction', body)
    expect(built.status, JSON.stringify(built.body)).toBe(200)
    expect(built.body.tx).toMatchObject({
      to: amm('uniswap-v2-router').address,
      amount: amount.toString(),
      toAmount: q.toAmount,
    })
    expect(BigInt(built.body.tx.toAmountMin)).toBe((BigInt(q.toAmount) * 99n) / 100n)
    const before = await chain.readContract({
      address: pusd(),
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account.address],
    })
    expect((await submit(6, built.body.tx)).status).toBe('success')
    const after = await chain.readContract({
      address: pusd(),
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account.address],
    })
    expect(after - before).toBe(BigInt(q.toAmount))
  })

  it('I-07, I-08 PRT for ETH: allowance 0, the built approval is accepted, then the built swap', async () => {
    const { account, chain } = devnetClients(devnet, 1)
    const amount = parseEther('10')
    const user = caip(account.address)
    const allowance = async () =>
      (await get(`/v1/convert/allowance?tokenAddress=${caip(prt())}&userAddress=${user}`)).body.allowance
    expect(await allowance()).toBe('0')
    expect(
      (await get(`/v1/convert/allowance?tokenAddress=${NATIVE}&userAddress=${user}`)).body.allowance,
    ).toBe(((1n << 256n) - 1n).toString())
    const approve = await get(
      `/v1/convert/build-approve?userAddress=${user}&from=${caip(prt())}&to=${NATIVE}&amount=${amount}`,
    )
    expect(approve.status, JSON.stringify(approve.body)).toBe(200)
    expect(approve.body.tx).toMatchObject({ to: prt(), value: '0' })
    expect((await submit(1, approve.body.tx)).status).toBe('success')
    expect(await allowance()).toBe(amount.toString())
    const body = {
      amount: amount.toString(),
      eip155: { slippage: SWAP_SLIPPAGE },
      from: caip(prt()),
      to: NATIVE,
      userAddress: user,
    }
    const built = await post('/v1/convert/build-transaction', body)
    expect(built.body.tx.amount).toBe('0')
    const before = await chain.getBalance({ address: account.address })
    const receipt = await submit(1, built.body.tx)
    expect(receipt.status).toBe('success')
    const gasCost = receipt.gasUsed * receipt.effectiveGasPrice
    expect((await chain.getBalance({ address: account.address })) + gasCost - before).toBeGreaterThanOrEqual(
      BigInt(built.body.tx.toAmountMin),
    )
  })

  it('bad input gets a 400 naming the field: tokens, amounts, liquidity, slippage, addresses', async () => {
    const user = caip(devnetClients(devnet, 0).account.address)
    const q = (params: Record<string, string>) =>
      get(
        `/v1/convert/quotes?${new URLSearchParams({ amount: '1000', userAddress: user, from: NATIVE, to: caip(pusd()), ...params })}`,
      )
    const cases: [Record<string, string>, string][] = [
      [{ from: caip('0x000000000000000000000000000000000000dEaD') }, 'from'],
      [{ to: caip('0x000000000000000000000000000000000000dEaD') }, 'to'],
      [{ to: 'eip155:31338:0x000000000000000000000000000000000000dEaD' }, 'to'],
      [{ amount: '0' }, 'amount'],
      [{ amount: '-1' }, 'amount'],
      [{ amount: 'abc' }, 'amount'],
      [{ amount: '1.5' }, 'amount'],
      [{ amount: parseEther('5000').toString() }, 'amount'],
      [{ userAddress: 'eip155:31337:0x123' }, 'userAddress'],
      [{ from: 'not-a-token' }, 'from'],
    ]
    for (const [params, field] of cases) {
      const res = await q(params)
      expect(res.status, JSON.stringify(params)).toBe(400)
      expect(res.body.field, JSON.stringify(params)).toBe(field)
    }
    const build = (eip155: unknown) =>
      post('/v1/convert/build-transaction', {
        amount: parseEther('0.001').toString(),
        eip155,
        from: NATIVE,
        to: caip(pusd()),
        userAddress: user,
      })
    for (const slippage of [-1, MAX_SWAP_SLIPPAGE + 1, 'x']) {
      const res = await build({ slippage })
      expect(res.status).toBe(400)
      expect(res.body.field).toBe('body.eip155.slippage')
    }
    expect((await build({ slippage: MAX_SWAP_SLIPPAGE })).status).toBe(200)
  })
})
