import { isHexAddress } from '@portico/core'
import { TRANSFER_TOPIC, topicToAddress, wordToBigInt } from './abi.js'
import { type ChainRpc, ChainRpcError, hexToBigInt, hexToNumber, toHex } from './chainRpc.js'

/** A top-level transaction with its receipt's status and fee. */
export interface TxRow {
  blockNumber: number
  txIndex: number
  hash: string
  from: string
  to: string | null
  value: bigint
  nonce: number
  success: boolean
  fee: bigint
  /** First 4 bytes of the input (`0x` when none). */
  selector: string
  minedAt: number
}

/** An ERC-20 (`amount`) or ERC-721 (`tokenId`) Transfer log. */
export interface TransferRow {
  blockNumber: number
  logIndex: number
  txIndex: number
  token: string
  standard: 'erc20' | 'erc721'
  from: string
  to: string
  amount: bigint | null
  tokenId: bigint | null
}

/** One block as the indexer stores it. */
export interface BlockRow {
  number: number
  hash: string
  parentHash: string
  /** Block timestamp, seconds. */
  minedAt: number
}

/** What {@link fetchRange} read: blocks in order (possibly fewer than asked), their transactions and transfers. */
export interface RangeData {
  blocks: BlockRow[]
  txs: TxRow[]
  transfers: TransferRow[]
}

/** A JSON object as the node answers it. */
export type Json = Record<string, unknown>
/** `v` as a JSON object; throws naming `what` otherwise. */
export const obj = (v: unknown, what: string): Json => {
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw new ChainRpcError(`${what} is not an object`)
  return v as Json
}
const addr = (v: unknown, what: string): string => {
  if (!isHexAddress(v)) throw new ChainRpcError(`${what} is not an address`)
  return v.toLowerCase()
}
/** `v` as a lower-case 32-byte hash; throws naming `what` otherwise. */
export const hash = (v: unknown, what: string): string => {
  if (typeof v !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(v))
    throw new ChainRpcError(`${what} is not a hash`)
  return v.toLowerCase()
}

/** Reads a block header's number and hash (for the reorg check); undefined when the chain has no such block. */
export async function blockHashes(
  rpc: ChainRpc,
  numbers: readonly number[],
): Promise<(string | undefined)[]> {
  const results = await rpc.all(
    numbers.map((n) => ({ method: 'eth_getBlockByNumber', params: [toHex(n), false] })),
  )
  return results.map((r, i) =>
    r ? hash(obj(r, `block ${numbers[i]}`).hash, `block ${numbers[i]} hash`) : undefined,
  )
}

/** Decodes a Transfer log into an ERC-20 or ERC-721 row; undefined for a log of neither shape. */
export function decodeTransfer(log: Json): TransferRow | undefined {
  const topics = Array.isArray(log.topics) ? log.topics : []
  if (topics[0] !== TRANSFER_TOPIC || log.removed === true) return undefined
  const from = topicToAddress(topics[1])
  const to = topicToAddress(topics[2])
  if (!from || !to) return undefined
  const base = {
    blockNumber: hexToNumber(log.blockNumber, 'log blockNumber'),
    logIndex: hexToNumber(log.logIndex, 'log logIndex'),
    txIndex: hexToNumber(log.transactionIndex, 'log transactionIndex'),
    token: addr(log.address, 'log address'),
    from,
    to,
  }
  if (topics.length === 3) {
    const amount = wordToBigInt(log.data)
    return amount === undefined ? undefined : { ...base, standard: 'erc20', amount, tokenId: null }
  }
  if (topics.length === 4 && (log.data === '0x' || log.data === '')) {
    const tokenId = wordToBigInt(topics[3])
    return tokenId === undefined ? undefined : { ...base, standard: 'erc721', amount: null, tokenId }
  }
  return undefined
}

/** A transaction row from the node's transaction and receipt objects, mined in `block`. */
export function txRow(
  tx: Json,
  receipt: Json | undefined,
  block: Pick<BlockRow, 'number' | 'minedAt'>,
): TxRow {
  const txIndex = hexToNumber(tx.transactionIndex, 'transactionIndex')
  if (!receipt) throw new ChainRpcError(`no receipt for transaction ${txIndex} of block ${block.number}`)
  const input = typeof tx.input === 'string' ? tx.input : '0x'
  const gasUsed = hexToBigInt(receipt.gasUsed, 'gasUsed')
  const price = hexToBigInt(receipt.effectiveGasPrice ?? tx.gasPrice ?? '0x0', 'effectiveGasPrice')
  return {
    blockNumber: block.number,
    txIndex,
    hash: hash(tx.hash, 'transaction hash'),
    from: addr(tx.from, 'transaction from'),
    to: tx.to ? addr(tx.to, 'transaction to') : null,
    value: hexToBigInt(tx.value, 'transaction value'),
    nonce: hexToNumber(tx.nonce, 'transaction nonce'),
    success: receipt.status === '0x1',
    fee: gasUsed * price,
    selector: input.length >= 10 ? input.slice(0, 10).toLowerCase() : '0x',
    minedAt: block.minedAt,
  }
}

/**
 * Reads blocks `from..to` with their transactions (`eth_getBlockByNumber`, full), receipts
 * (`eth_getBlockReceipts`) and Transfer logs (one `eth_getLogs` over the range), in one JSON-RPC batch.
 * Stops at the first block the node does not have yet.
 */
export async function fetchRange(rpc: ChainRpc, from: number, to: number): Promise<RangeData> {
  const numbers = Array.from({ length: to - from + 1 }, (_, i) => from + i)
  const results = await rpc.all([
    ...numbers.map((n) => ({ method: 'eth_getBlockByNumber', params: [toHex(n), true] })),
    ...numbers.map((n) => ({ method: 'eth_getBlockReceipts', params: [toHex(n)] })),
    {
      method: 'eth_getLogs',
      params: [{ fromBlock: toHex(from), toBlock: toHex(to), topics: [TRANSFER_TOPIC] }],
    },
  ])
  const out: RangeData = { blocks: [], txs: [], transfers: [] }
  for (const [i, n] of numbers.entries()) {
    const raw = results[i]
    const receipts = results[numbers.length + i]
    if (!raw || !Array.isArray(receipts)) break
    const b = obj(raw, `block ${n}`)
    const block: BlockRow = {
      number: n,
      hash: hash(b.hash, `block ${n} hash`),
      parentHash: hash(b.parentHash, `block ${n} parentHash`),
      minedAt: hexToNumber(b.timestamp, `block ${n} timestamp`),
    }
    const byHash = new Map(
      receipts.map((r) => [String(obj(r, 'receipt').transactionHash).toLowerCase(), r as Json]),
    )
    const txs = Array.isArray(b.transactions) ? b.transactions : []
    for (const t of txs) {
      const tx = obj(t, `transaction of block ${n}`)
      out.txs.push(txRow(tx, byHash.get(String(tx.hash).toLowerCase()), block))
    }
    out.blocks.push(block)
  }
  const last = out.blocks.at(-1)?.number ?? from - 1
  const logs = results[numbers.length * 2]
  if (!Array.isArray(logs)) throw new ChainRpcError('eth_getLogs did not answer a list')
  const hashes = new Map(out.blocks.map((b) => [b.number, b.hash]))
  for (const raw of logs) {
    const log = obj(raw, 'log')
    const row = decodeTransfer(log)
    if (!row || row.blockNumber > last) continue
    // The logs and the blocks were read in one batch, but a reorg between them is still possible.
    if (String(log.blockHash).toLowerCase() !== hashes.get(row.blockNumber)) {
      throw new ChainRpcError(`block ${row.blockNumber} changed while it was read`)
    }
    out.transfers.push(row)
  }
  return out
}
