import type { Features } from '../options.js'
import type { ChainsState } from '../stores/chains.js'

/**
 * N-05: smart sessions are offered only with `features.smartSessions` on, on the eip155 namespace, and when the
 * connected account there is a smart account (its entry in the account list has type `smartAccount`, as the
 * embedded wallet reports it; an injected EOA never qualifies).
 */
export function smartSessionsEnabled(
  features: Pick<Features, 'smartSessions'>,
  chains: ChainsState,
): boolean {
  if (!features.smartSessions || chains.activeChain !== 'eip155') return false
  const state = chains.chains.eip155?.accountState
  const address = state?.address?.toLowerCase()
  if (!state || !address) return false
  return !!state.allAccounts.some(
    (account) => account.address.toLowerCase() === address && account.type === 'smartAccount',
  )
}
