import { type Address, encodeFunctionData, erc20Abi, type Hash, type HttpTransportConfig } from 'viem'
import { publicClientFor } from './publicClients.js'

/**
 * Reads and encodings for sending tokens (gas estimate, receipt, block watch, ERC-20 `transfer` data).
 * A lazy chunk, like publicClients.ts: it imports nothing from `@portico/core`; the RPC URL and transport
 * settings come in (docs/decisions.md).
 */

/** G-05: the calldata of `transfer(to, amount)`. */
export const erc20TransferData = (to: Address, amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] })

/** What a send's fee estimate needs: the RPC URL, the sender and the call. */
export type FeeEstimateInput = {
  url: string
  transport: HttpTransportConfig
  from: Address
  to: Address
  value: bigint
  data?: `0x${string}`
}

/** Gas of the call times the current gas price, in wei. */
export async function estimateFee(input: FeeEstimateInput): Promise<bigint> {
  const client = publicClientFor(input.url, input.transport)
  const [gas, gasPrice] = await Promise.all([
    client.estimateGas({
      account: input.from,
      to: input.to,
      value: input.value,
      ...(input.data ? { data: input.data } : {}),
    }),
    client.getGasPrice(),
  ])
  return gas * gasPrice
}

/** Resolves the receipt's status once mined (the caller decides what a revert means). */
export async function waitForReceipt(
  url: string,
  transport: HttpTransportConfig,
  hash: Hash,
  pollingInterval: number,
): Promise<'success' | 'reverted'> {
  const receipt = await publicClientFor(url, transport).waitForTransactionReceipt({ hash, pollingInterval })
  return receipt.status
}

/** Polls the node's block number; `onBlock` runs for each new one. Returns the unsubscribe function. */
export function watchBlocks(
  url: string,
  transport: HttpTransportConfig,
  pollingInterval: number,
  onBlock: () => void,
): () => void {
  return publicClientFor(url, transport).watchBlockNumber({
    pollingInterval,
    emitOnBegin: false,
    onBlockNumber: () => onBlock(),
    onError: () => {},
  })
}
