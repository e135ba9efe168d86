import type { ChainAdapter } from '@portico/core'
import { lazySolanaAdapter } from '@portico/solana/lazy'
import type { AppKitAdapter } from '../options/appKitOptions.js'

/**
 * AppKit's `SolanaAdapter` (`@reown/appkit-adapter-solana`) on Portico: Solana wallets through wallet-standard
 * (Phantom, Solflare, Backpack, …), the adapter's code fetched when the dialog first opens. AppKit's `wallets`
 * option (wallet-adapter objects) is not needed: wallet-standard wallets announce themselves.
 *
 * @example
 * createAppKit({ adapters: [new SolanaAdapter()], networks: [solana, solanaDevnet], projectId })
 */
export class SolanaAdapter implements AppKitAdapter {
  readonly namespace = 'solana' as const
  readonly porticoAdapter: ChainAdapter = lazySolanaAdapter()
  /** AppKit's constructor options (`{ wallets }`), kept for a drop-in change of imports; unused. */
  constructor(readonly options: { wallets?: readonly unknown[] } = {}) {}
}
