import {
  BaseError,
  type CaipNetwork,
  type ChainAdapter,
  type Eip1193Provider,
  ValidationError,
} from '@portico/core'
import type { Hash } from 'viem'
import { BLOCK_POLL_INTERVAL_MS, RECEIPT_POLL_INTERVAL_MS } from './constants.js'
import { evmChainId } from './networks.js'
import { RPC_TRANSPORT_CONFIG } from './rpcTransport.js'
import { erc20TransferData, estimateFee, waitForReceipt, watchBlocks } from './sendSupport.js'
import { addressInput, sendTransactionRequest } from './walletRequests.js'

type TokenTransferMethods = Required<
  Pick<ChainAdapter, 'transferToken' | 'estimateSendFee' | 'waitForTransaction' | 'watchBlocks'>
>

const HASH = /^0x[0-9a-fA-F]{64}$/

function amountInput(amount: unknown): bigint {
  if (typeof amount !== 'bigint' || amount < 0n)
    throw new ValidationError('Invalid amount: expected a non-negative bigint')
  return amount
}

/**
 * G-04, G-05: ERC-20 transfers through the connected wallet, the fee estimate of a send, receipts and block
 * watching, all read through the network's RPC URL (the gateway proxy). A lazy chunk
 * (`lazyTokenTransfers.ts` loads it on first use).
 */
export function createTokenTransferMethods(
  providerOf: (connectorId: string) => Eip1193Provider,
  rpcUrl: (network: CaipNetwork) => string,
): TokenTransferMethods {
  return {
    async transferToken({ connectorId, address, caipNetwork, tokenAddress, to, amount }) {
      evmChainId(caipNetwork)
      const [token, recipient] = await Promise.all([
        addressInput(tokenAddress, 'token address'),
        addressInput(to, 'recipient'),
      ])
      const data = erc20TransferData(recipient, amountInput(amount))
      return sendTransactionRequest(providerOf(connectorId), { from: address, to: token, value: 0n, data })
    },

    async estimateSendFee({ address, caipNetwork, to, amount, tokenAddress }) {
      evmChainId(caipNetwork)
      const [from, recipient] = await Promise.all([
        addressInput(address, 'address'),
        addressInput(to, 'recipient'),
      ])
      const value = amountInput(amount)
      const common = { url: rpcUrl(caipNetwork), transport: RPC_TRANSPORT_CONFIG, from }
      if (tokenAddress === undefined) return estimateFee({ ...common, to: recipient, value })
      const token = await addressInput(tokenAddress, 'token address')
      return estimateFee({ ...common, to: token, value: 0n, data: erc20TransferData(recipient, value) })
    },

    async waitForTransaction({ caipNetwork, hash }) {
      evmChainId(caipNetwork)
      if (typeof hash !== 'string' || !HASH.test(hash))
        throw new ValidationError('Invalid hash: expected 0x and 64 hex digits')
      const status = await waitForReceipt(
        rpcUrl(caipNetwork),
        RPC_TRANSPORT_CONFIG,
        hash as Hash,
        RECEIPT_POLL_INTERVAL_MS,
      )
      if (status !== 'success') throw new BaseError(`Transaction ${hash} reverted`, { category: 'WALLET' })
    },

    watchBlocks({ caipNetwork, onBlock }) {
      evmChainId(caipNetwork)
      return watchBlocks(rpcUrl(caipNetwork), RPC_TRANSPORT_CONFIG, BLOCK_POLL_INTERVAL_MS, onBlock)
    },
  }
}
