import { DEV_MNEMONIC } from '@portico/core/dev'
import type { Hex } from 'viem'
import { SANDBOX_TREASURY_ACCOUNT_INDEX } from './onrampConfig.js'

/** Longest wait for a delivery's receipt. */
export const RECEIPT_TIMEOUT_MS = 30_000

/** A token delivery to send: an ERC-20 `transfer` on one chain. */
export interface Delivery {
  chainId: string
  rpcUrl: string
  token: string
  to: string
  /** Amount in the token's smallest unit. */
  amount: bigint
}

/** Sends a delivery and reports its hash as soon as it is sent, then waits for the receipt. */
export interface Treasury {
  readonly address: string
  deliver(delivery: Delivery, onSent: (hash: string) => Promise<void>): Promise<{ hash: string; ok: boolean }>
}

/**
 * The sandbox treasury: signs ERC-20 transfers with its key (default: development mnemonic account 9) and
 * sends them one at a time per chain, so its nonces never collide within this gateway. viem is loaded on the
 * first delivery, so a gateway that never sells starts without it.
 */
export async function createTreasury(key?: Hex): Promise<Treasury> {
  const { mnemonicToAccount, privateKeyToAccount } = await import('viem/accounts')
  const account = key
    ? privateKeyToAccount(key)
    : mnemonicToAccount(DEV_MNEMONIC, { addressIndex: SANDBOX_TREASURY_ACCOUNT_INDEX })
  const queues = new Map<string, Promise<unknown>>()
  const inQueue = <T>(chainId: string, task: () => Promise<T>): Promise<T> => {
    const next = (queues.get(chainId) ?? Promise.resolve()).then(task, task)
    queues.set(
      chainId,
      next.catch(() => undefined),
    )
    return next
  }
  return {
    address: account.address,
    deliver: (delivery, onSent) =>
      inQueue(delivery.chainId, async () => {
        const viem = await import('viem')
        const chain = viem.defineChain({
          id: Number(delivery.chainId.split(':')[1]),
          name: delivery.chainId,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: [delivery.rpcUrl] } },
        })
        const transport = viem.http(delivery.rpcUrl)
        const wallet = viem.createWalletClient({ account, chain, transport })
        const reader = viem.createPublicClient({ chain, transport })
        const hash = await wallet.writeContract({
          address: delivery.token as Hex,
          abi: viem.erc20Abi,
          functionName: 'transfer',
          args: [delivery.to as Hex, delivery.amount],
        })
        await onSent(hash)
        const receipt = await reader.waitForTransactionReceipt({
          hash,
          timeout: RECEIPT_TIMEOUT_MS,
          pollingInterval: 250,
        })
        return { hash, ok: receipt.status === 'success' }
      }),
  }
}
