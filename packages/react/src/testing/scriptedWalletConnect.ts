import type { Eip1193Provider, WalletConnectConnector } from '@portico/core'

/**
 * A scripted WalletConnect connector standing in for `@portico/walletconnect` (its official client needs the
 * relay and a wallet; it is tested against the real relay in packages/walletconnect and end to end in
 * e2e/walletconnect.e2e.ts). Each `connect` hands out a new `wc:` URI; the test approves or rejects it.
 */
export function scriptedWalletConnect() {
  const pending: { uri: string; approve(): void; reject(error: Error): void }[] = []
  let pairings = 0
  const provider: Eip1193Provider = { request: async () => null }
  const connector: WalletConnectConnector = {
    provider,
    connect({ onUri }) {
      return new Promise<void>((approve, reject) => {
        const uri = `wc:topic${++pairings}@2?relay-protocol=irn&symKey=00`
        pending.push({ uri, approve, reject })
        onUri(uri)
      })
    },
    restore: async () => false,
    isConnected: () => false,
    disconnect: async () => {},
  }
  return { connector, pending, loader: async () => () => connector }
}
