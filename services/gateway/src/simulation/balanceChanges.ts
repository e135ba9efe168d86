import { formatUnits, getAddress, type Hex, parseAbi, toFunctionSelector } from 'viem'
import type { ChainRpc } from '../indexer/chainRpc.js'

/** keccak256 of `Transfer(address,address,uint256)`: ERC-20 (amount in data) and ERC-721 (token id as topic 3). */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

/** A log as the node returns it. */
export interface SimulatedLog {
  address: string
  topics: string[]
  data: string
}

/** One asset's change for the account: signed, in whole units (NFTs: a count, with the token ids). */
export interface BalanceChange {
  standard: 'native' | 'erc20' | 'erc721'
  asset: string
  symbol: string
  decimals: number
  delta: string
  tokenIds?: string[]
}

const topicAddress = (topic: string | undefined) => (topic ? getAddress(`0x${topic.slice(26)}`) : undefined)

/** The sum of the account's token moves in `logs`: per ERC-20 contract an amount, per ERC-721 the ids in and out. */
export function tokenMoves(logs: SimulatedLog[], account: string) {
  const me = getAddress(account)
  const erc20 = new Map<string, bigint>()
  const erc721 = new Map<string, { net: bigint; ids: string[] }>()
  for (const log of logs) {
    if (log.topics[0]?.toLowerCase() !== TRANSFER_TOPIC) continue
    const from = topicAddress(log.topics[1])
    const to = topicAddress(log.topics[2])
    const sign = (to === me ? 1n : 0n) - (from === me ? 1n : 0n)
    if (sign === 0n) continue
    const token = getAddress(log.address)
    if (log.topics.length === 4) {
      const entry = erc721.get(token) ?? { net: 0n, ids: [] }
      entry.net += sign
      entry.ids.push(BigInt(log.topics[3] as Hex).toString())
      erc721.set(token, entry)
    } else if (log.topics.length === 3 && log.data.length >= 66) {
      erc20.set(token, (erc20.get(token) ?? 0n) + sign * BigInt(log.data.slice(0, 66)))
    }
  }
  return { erc20, erc721 }
}

const SYMBOL = toFunctionSelector(parseAbi(['function symbol() view returns (string)'])[0])
const DECIMALS = toFunctionSelector(parseAbi(['function decimals() view returns (uint8)'])[0])

/** A token's symbol and decimals, read from the contract; the address and 18 (or 0) when it does not say. */
async function tokenInfo(rpc: ChainRpc, tokens: string[]) {
  const answers = await rpc.batch(
    tokens.flatMap((to) => [
      { method: 'eth_call', params: [{ to, data: SYMBOL }, 'latest'] },
      { method: 'eth_call', params: [{ to, data: DECIMALS }, 'latest'] },
    ]),
  )
  return tokens.map((token, i) => {
    const symbol = answers[2 * i]
    const decimals = answers[2 * i + 1]
    let name = token
    try {
      if (symbol?.ok && typeof symbol.result === 'string' && symbol.result.length >= 130) {
        const length = Number(BigInt(`0x${symbol.result.slice(66, 130)}`))
        const bytes = Buffer.from(symbol.result.slice(130, 130 + 2 * Math.min(length, 32)), 'hex')
        name = bytes.toString('utf8') || token
      }
    } catch {
      name = token
    }
    const places =
      decimals?.ok && typeof decimals.result === 'string' ? Number(BigInt(decimals.result)) : undefined
    return { symbol: name, decimals: places !== undefined && places <= 36 ? places : undefined }
  })
}

const signed = (value: bigint, decimals: number) =>
  value > 0n ? `+${formatUnits(value, decimals)}` : formatUnits(value, decimals)

/**
 * The account's balance changes: the native one (before and after), then each ERC-20 and ERC-721 contract
 * whose Transfer logs move the account's tokens, with the symbol and decimals read from the contract.
 */
export async function balanceChanges(
  rpc: ChainRpc,
  native: { symbol: string; delta: bigint },
  logs: SimulatedLog[],
  account: string,
): Promise<BalanceChange[]> {
  const changes: BalanceChange[] = []
  if (native.delta !== 0n) {
    changes.push({
      standard: 'native',
      asset: 'native',
      symbol: native.symbol,
      decimals: 18,
      delta: signed(native.delta, 18),
    })
  }
  const { erc20, erc721 } = tokenMoves(logs, account)
  const fungible = [...erc20].filter(([, delta]) => delta !== 0n)
  const nfts = [...erc721]
  const infos = await tokenInfo(rpc, [...fungible.map(([t]) => t), ...nfts.map(([t]) => t)])
  fungible.forEach(([asset, delta], i) => {
    const info = infos[i]
    const decimals = info?.decimals ?? 18
    changes.push({
      standard: 'erc20',
      asset,
      symbol: info?.symbol ?? asset,
      decimals,
      delta: signed(delta, decimals),
    })
  })
  nfts.forEach(([asset, { net, ids }], i) => {
    const info = infos[fungible.length + i]
    changes.push({
      standard: 'erc721',
      asset,
      symbol: info?.symbol ?? asset,
      decimals: 0,
      delta: signed(net, 0),
      tokenIds: ids,
    })
  })
  return changes
}
