import { DEVNET_ACCOUNTS, PorticoPunks, PorticoToken } from '@portico/devnet'
import { type Address, encodeDeployData, encodeFunctionData, type Hex } from 'viem'

/** A chain history built for one account by {@link buildPastTransfers}. */
export interface PastTransfers {
  /** The account whose history it is (lower-case): devnet account 2, which had none before. */
  account: Address
  token: Address
  punks: Address
  /** Every transaction the account took part in, by hash (lower-case), with what it was. */
  sent: Map<Hex, 'erc20-in' | 'erc20-out' | 'native-in' | 'native-out' | 'erc721-in'>
  /** The chain's head once built. */
  head: number
}

async function call<T>(url: string, method: string, params: unknown[]): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await res.json()) as { result?: T; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result as T
}

/** Sends a transaction from an unlocked devnet account (automine: one block each); returns its hash. */
export const send = (url: string, tx: { from: string; to?: string; value?: bigint; data?: Hex }) =>
  call<Hex>(url, 'eth_sendTransaction', [
    { ...tx, ...(tx.value !== undefined ? { value: `0x${tx.value.toString(16)}` } : {}) },
  ])

/** Waits until `hash` is mined (anvil may answer `eth_sendTransaction` before its block is); its receipt. */
async function mined<T>(url: string, hash: Hex): Promise<T> {
  for (;;) {
    const receipt = await call<T | null>(url, 'eth_getTransactionReceipt', [hash])
    if (receipt) return receipt
    await new Promise((r) => setTimeout(r, 20))
  }
}

async function deploy(url: string, data: Hex): Promise<{ address: Address; hash: Hex }> {
  const hash = await send(url, { from: DEVNET_ACCOUNTS[0] as string, data })
  const receipt = await mined<{ contractAddress: Address }>(url, hash)
  return { address: receipt.contractAddress.toLowerCase() as Address, hash }
}

/**
 * Builds `count` transfers of devnet account 2 on an anvil chain at `url` (started with the devnet mnemonic),
 * spread over about `blocks` blocks (`anvil_mine` between them): in turn an ERC-20 received, an ERC-20 sent,
 * ETH received, ETH sent and an ERC-721 received, so every kind the backfill finds is there.
 */
export async function buildPastTransfers(url: string, count: number, blocks: number): Promise<PastTransfers> {
  const [a0, a1, account, stranger] = DEVNET_ACCOUNTS.map((a) => a.toLowerCase() as Address)
  if (!a0 || !a1 || !account || !stranger) throw new Error('devnet accounts missing')
  const sent: PastTransfers['sent'] = new Map()
  const deployed = await deploy(
    url,
    encodeDeployData({
      abi: PorticoToken.abi,
      bytecode: PorticoToken.bytecode,
      args: ['Past', 'PAST', 18, [a0, a1, account], 10n ** 30n],
    }),
  )
  // The token's constructor mints to the account: that transaction is part of its history.
  sent.set(deployed.hash, 'erc20-in')
  const token = deployed.address
  const nfts = Math.ceil(count / 5)
  const { address: punks } = await deploy(
    url,
    encodeDeployData({
      abi: PorticoPunks.abi,
      bytecode: PorticoPunks.bytecode,
      args: ['Past Punks', 'PPUNK', Array.from({ length: nfts }, () => a0)],
    }),
  )
  const transfer = (to: Address, value: bigint) =>
    encodeFunctionData({ abi: PorticoToken.abi, functionName: 'transfer', args: [to, value] })
  const gap = Math.max(0, Math.floor(blocks / count) - 1)
  for (let i = 0; i < count; i++) {
    const v = BigInt(i + 1)
    let hash: Hex
    switch (i % 5) {
      case 0:
        hash = await send(url, { from: a0, to: token, data: transfer(account, v) })
        sent.set(hash, 'erc20-in')
        break
      case 1:
        hash = await send(url, { from: account, to: token, data: transfer(stranger, v) })
        sent.set(hash, 'erc20-out')
        break
      case 2:
        hash = await send(url, { from: a1, to: account, value: v })
        sent.set(hash, 'native-in')
        break
      case 3:
        hash = await send(url, { from: account, to: stranger, value: v })
        sent.set(hash, 'native-out')
        break
      default: {
        const tokenId = BigInt(Math.floor(i / 5) + 1)
        const data = encodeFunctionData({
          abi: PorticoPunks.abi,
          functionName: 'transferFrom',
          args: [a0, account, tokenId],
        })
        hash = await send(url, { from: a0, to: punks, data })
        sent.set(hash, 'erc721-in')
      }
    }
    if (gap > 0) await call(url, 'anvil_mine', [`0x${gap.toString(16)}`])
  }
  // Every transaction mined before the history is read from the chain.
  for (const hash of sent.keys()) await mined(url, hash)
  const head = Number(await call<string>(url, 'eth_blockNumber', []))
  return { account, token, punks, sent, head }
}
