import { type LazyChainAdapter, lazyAdapter } from '@portico/core'
import { SOLANA_NAMESPACE } from './constants.js'
import type { SolanaAdapter } from './createSolanaAdapter.js'

export {
  SOLANA_NETWORKS,
  solana,
  solanaDevnet,
  solanaPorticoLocal,
  solanaTestnet,
} from './networks.js'

/**
 * The `solana` adapter, loaded on demand (`@portico/solana/lazy`): the adapter and wallet-standard's app code
 * are fetched when the dialog first opens or a stored Solana connection is restored, so they never count
 * before the first click. `load()` resolves with the {@link SolanaAdapter} (for `sendTokenTransfer`).
 *
 * @example
 * createPortico({ adapters: [createEvmAdapter(), lazySolanaAdapter()], networks: [anvil, solanaPorticoLocal] })
 */
export function lazySolanaAdapter(): LazyChainAdapter<SolanaAdapter> {
  return lazyAdapter(SOLANA_NAMESPACE, () =>
    import('./createSolanaAdapter.js').then((m) => m.createSolanaAdapter()),
  )
}
