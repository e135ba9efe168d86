import { type LazyChainAdapter, lazyAdapter } from '@portico/core'
import { BITCOIN_NAMESPACE } from './constants.js'
import type { BitcoinAdapter } from './createBitcoinAdapter.js'

export { BITCOIN_NETWORKS, bitcoin, bitcoinTestnet } from './networks.js'

/**
 * The `bip122` adapter, loaded on demand (`@portico/bitcoin/lazy`): fetched when the dialog first opens or a
 * stored Bitcoin connection is restored, so it never counts before the first click. `load()` resolves with
 * the {@link BitcoinAdapter} (for `signPsbt`).
 *
 * @example
 * createPortico({ adapters: [createEvmAdapter(), lazyBitcoinAdapter()], networks: [anvil, bitcoinTestnet] })
 */
export function lazyBitcoinAdapter(): LazyChainAdapter<BitcoinAdapter> {
  return lazyAdapter(BITCOIN_NAMESPACE, () =>
    import('./createBitcoinAdapter.js').then((m) => m.createBitcoinAdapter()),
  )
}
