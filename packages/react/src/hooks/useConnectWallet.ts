import {
  type AdapterConnection,
  type Connector,
  isConnectorVisible,
  type WalletListEntry,
} from '@portico/core'
import { useCallback, useMemo, useRef, useState } from 'react'
import { usePorticoInstance } from '../context.js'
import { useStoreSelector } from './useStoreSelector.js'

/** A wallet to connect: a connector the adapters list, or a registry wallet (from {@link useWalletList}). */
export type ConnectTarget = Connector | WalletListEntry

/** Where the last `connect()` of a {@link useConnectWallet} stands. */
export type ConnectWalletStatus = 'idle' | 'pending' | 'success' | 'error'

/** What {@link useConnectWallet} returns. */
export type ConnectWallet = {
  /** The connectors the adapters list (installed and announced wallets, WalletConnect, email), as Connect shows them. */
  connectors: Connector[]
  /**
   * Connects a connector, or a registry wallet: through its installed connector when there is one here (same
   * rdns), else over WalletConnect (read the pairing URI with `useWalletConnectUri`). Rejects with the
   * wallet's refusal as a Portico error ('Connection rejected', …).
   */
  connect(target: ConnectTarget): Promise<AdapterConnection>
  status: ConnectWalletStatus
  isPending: boolean
  /** The last connect's error. */
  error: Error | undefined
  /** Back to `idle`, without an error. */
  reset(): void
}

const isConnector = (target: ConnectTarget): target is Connector => 'type' in target && 'chain' in target

/**
 * Headless: connects a wallet without the dialog's views, through the same controllers (the connection is
 * stored, restored after a reload and seen by every hook).
 *
 * @example
 * const { connectors, connect, isPending } = useConnectWallet()
 * connectors.map((c) => <button key={c.id} disabled={isPending} onClick={() => connect(c)}>{c.name}</button>)
 */
export function useConnectWallet(): ConnectWallet {
  const portico = usePorticoInstance()
  const { connectors, excluded, disabled } = useStoreSelector(portico.stores.connectors, (s) => ({
    connectors: s.connectors,
    excluded: s.excludedWallets,
    disabled: s.disabledNamespaces,
  }))
  const [state, setState] = useState<{ status: ConnectWalletStatus; error: Error | undefined }>({
    status: 'idle',
    error: undefined,
  })
  const attempt = useRef(0)

  const visible = useMemo(() => {
    const isMobile = portico.stores.isMobile()
    return connectors.filter(
      (c) => !disabled.includes(c.chain) && isConnectorVisible(c, { isMobile, excluded }),
    )
  }, [portico, connectors, excluded, disabled])

  const connect = useCallback(
    async (target: ConnectTarget) => {
      const id = ++attempt.current
      setState({ status: 'pending', error: undefined })
      try {
        const connection = await connectTarget(portico, target)
        if (id === attempt.current) setState({ status: 'success', error: undefined })
        return connection
      } catch (error) {
        if (id === attempt.current) setState({ status: 'error', error: error as Error })
        throw error
      }
    },
    [portico],
  )
  const reset = useCallback(() => {
    attempt.current++
    setState({ status: 'idle', error: undefined })
  }, [])

  return { connectors: visible, connect, ...state, isPending: state.status === 'pending', reset }
}

function connectTarget(portico: ReturnType<typeof usePorticoInstance>, target: ConnectTarget) {
  if (isConnector(target)) return portico.connectExternal(target)
  const installed = portico.stores.connectors
    .getState()
    .connectors.find((c) => target.rdns && c.info?.rdns === target.rdns)
  return installed ? portico.connectExternal(installed) : portico.connectWalletConnect()
}
