import type { Eip1193Provider } from '@portico/core'
import { toAccounts } from './accounts.js'
import { TRANSIENT_DISCONNECT_CODE } from './constants.js'
import type { AdapterEmitter } from './emitter.js'
import { parseAccounts, parseChainId } from './walletResponses.js'

/**
 * Re-emits a connected wallet's `accountsChanged` (an empty list is a disconnect), `chainChanged` (hex to
 * number) and `disconnect` as adapter events. `onGone` runs before a disconnect event is emitted.
 * Malformed payloads are logged and ignored. Returns the unsubscribe function.
 */
export function subscribeProviderEvents(
  provider: Eip1193Provider,
  connectorId: string,
  emitter: AdapterEmitter,
  onGone: () => void,
): () => void {
  const gone = () => {
    onGone()
    emitter.emit('disconnect', { connectorId })
  }
  const onAccountsChanged = (value: unknown) => {
    let addresses: string[]
    try {
      addresses = parseAccounts(value)
    } catch (error) {
      console.warn('@portico/evm: ignored a malformed accountsChanged event', error)
      return
    }
    const [address] = addresses
    if (address === undefined) gone()
    else emitter.emit('accountChanged', { connectorId, address, accounts: toAccounts(addresses) })
  }
  const onChainChanged = (value: unknown) => {
    try {
      emitter.emit('chainChanged', { connectorId, chainId: parseChainId(value) })
    } catch (error) {
      console.warn('@portico/evm: ignored a malformed chainChanged event', error)
    }
  }
  const onDisconnect = (error?: { code?: unknown }) => {
    if (error?.code === TRANSIENT_DISCONNECT_CODE) return
    gone()
  }
  provider.on?.('accountsChanged', onAccountsChanged)
  provider.on?.('chainChanged', onChainChanged)
  provider.on?.('disconnect', onDisconnect)
  return () => {
    provider.removeListener?.('accountsChanged', onAccountsChanged)
    provider.removeListener?.('chainChanged', onChainChanged)
    provider.removeListener?.('disconnect', onDisconnect)
  }
}
