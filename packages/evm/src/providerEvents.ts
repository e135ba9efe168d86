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
  // Checksumming addresses is asynchronous (its code loads on first use), so every event is applied through
  // one queue, in the order the wallet sent them; nothing queued runs after unsubscribing.
  let queue = Promise.resolve()
  let stopped = false
  const inOrder = (task: () => void | Promise<void>) => {
    queue = queue
      .then(() => (stopped ? undefined : task()))
      .catch((error) => console.error('@portico/evm: a wallet event handler failed', error))
  }
  const gone = () => {
    onGone()
    emitter.emit('disconnect', { connectorId })
  }
  const onAccountsChanged = (value: unknown) => {
    const parsed = parseAccounts(value)
    parsed.catch(() => {}) // handled in the queue; marked now so an early rejection is not "unhandled"
    inOrder(async () => {
      let addresses: string[]
      try {
        addresses = await parsed
      } catch (error) {
        console.warn('@portico/evm: ignored a malformed accountsChanged event', error)
        return
      }
      const [address] = addresses
      if (address === undefined) gone()
      else emitter.emit('accountChanged', { connectorId, address, accounts: toAccounts(addresses) })
    })
  }
  const onChainChanged = (value: unknown) => {
    let chainId: number
    try {
      chainId = parseChainId(value)
    } catch (error) {
      console.warn('@portico/evm: ignored a malformed chainChanged event', error)
      return
    }
    inOrder(() => emitter.emit('chainChanged', { connectorId, chainId }))
  }
  const onDisconnect = (error?: { code?: unknown }) => {
    if (error?.code === TRANSIENT_DISCONNECT_CODE) return
    inOrder(gone)
  }
  provider.on?.('accountsChanged', onAccountsChanged)
  provider.on?.('chainChanged', onChainChanged)
  provider.on?.('disconnect', onDisconnect)
  return () => {
    stopped = true
    provider.removeListener?.('accountsChanged', onAccountsChanged)
    provider.removeListener?.('chainChanged', onChainChanged)
    provider.removeListener?.('disconnect', onDisconnect)
  }
}
