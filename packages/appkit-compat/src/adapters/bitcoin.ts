import { lazyBitcoinAdapter } from '@portico/bitcoin/lazy'
import type { ChainAdapter } from '@portico/core'
import type { AppKitAdapter } from '../options/appKitOptions.js'

/**
 * AppKit's `BitcoinAdapter` (`@reown/appkit-adapter-bitcoin`) on Portico: Bitcoin wallets through
 * wallet-standard and sats-connect (payment addresses; BIP-322 messages; PSBTs through the provider), the
 * adapter's code fetched when the dialog first opens.
 *
 * @example
 * createAppKit({ adapters: [new BitcoinAdapter({ projectId })], networks: [bitcoin], projectId })
 */
export class BitcoinAdapter implements AppKitAdapter {
  readonly namespace = 'bip122' as const
  readonly porticoAdapter: ChainAdapter = lazyBitcoinAdapter()
  /** AppKit's constructor options (`{ projectId }`), kept for a drop-in change of imports; the project is `createAppKit`'s. */
  constructor(readonly options: { projectId?: string } = {}) {}
}
