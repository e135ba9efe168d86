import type { CaipNetwork, ChainAdapter, Eip1193Provider } from '@portico/core'

type TokenTransferMethods = Required<
  Pick<ChainAdapter, 'transferToken' | 'estimateSendFee' | 'waitForTransaction' | 'watchBlocks'>
>

/**
 * The adapter's token-transfer methods as thin wrappers: `tokenTransfers.ts` (validation, viem encoding,
 * receipts, block polling) loads on the first call, so the connect path does not carry it.
 */
export function lazyTokenTransferMethods(
  providerOf: (connectorId: string) => Eip1193Provider,
  rpcUrl: (network: CaipNetwork) => string,
): TokenTransferMethods {
  let loaded: Promise<TokenTransferMethods> | undefined
  const methods = () =>
    (loaded ??= import('./tokenTransfers.js').then((m) => m.createTokenTransferMethods(providerOf, rpcUrl)))
  return {
    transferToken: async (params) => (await methods()).transferToken(params),
    estimateSendFee: async (params) => (await methods()).estimateSendFee(params),
    waitForTransaction: async (params) => (await methods()).waitForTransaction(params),
    watchBlocks(params) {
      let stop: (() => void) | undefined
      let stopped = false
      void methods().then((m) => {
        if (!stopped) stop = m.watchBlocks(params)
      })
      return () => {
        stopped = true
        stop?.()
      }
    },
  }
}
