import type { Connector, Eip1193Provider } from '@portico/core'
import { EVM_NAMESPACE, INJECTED_CONNECTOR_ID, INJECTED_CONNECTOR_NAME } from './constants.js'

/** `window.ethereum` when it looks like an EIP-1193 provider; read at call time (wallets inject late). */
export function injectedProvider(): Eip1193Provider | undefined {
  if (typeof window === 'undefined') return undefined
  const ethereum = (window as unknown as { ethereum?: Eip1193Provider }).ethereum
  return typeof ethereum?.request === 'function' ? ethereum : undefined
}

/**
 * The generic injected connector. `provider` is set only when `window.ethereum` exists, which core uses to
 * tell whether the browser wallet is installed (C-11).
 */
export function injectedConnector(): Connector {
  const provider = injectedProvider()
  return {
    id: INJECTED_CONNECTOR_ID,
    type: 'INJECTED',
    name: INJECTED_CONNECTOR_NAME,
    chain: EVM_NAMESPACE,
    ...(provider ? { provider } : {}),
  }
}
