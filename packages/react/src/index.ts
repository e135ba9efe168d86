/**
 * `@portico/react`: the dialog, its buttons and the hooks for React 18 and 19.
 *
 * @module @portico/react
 */
export { AccountButton } from './components/AccountButton.js'
export { ConnectButton } from './components/ConnectButton.js'
export {
  ConnectButtonCustom,
  type ConnectButtonCustomProps,
  type ConnectButtonCustomProps as ConnectButtonRenderProps,
} from './components/ConnectButtonCustom.js'
export { NetworkButton } from './components/NetworkButton.js'
export { MissingPorticoProviderError, PorticoContext } from './context.js'
export { createPortico, type Portico } from './createPortico.js'
export {
  type ConnectTarget,
  type ConnectWallet,
  type ConnectWalletStatus,
  useConnectWallet,
} from './hooks/useConnectWallet.js'
export { useDisconnect } from './hooks/useDisconnect.js'
export { usePortico } from './hooks/usePortico.js'
export { usePorticoAccount } from './hooks/usePorticoAccount.js'
export { type PorticoConnection, usePorticoConnection } from './hooks/usePorticoConnection.js'
export { usePorticoEvents } from './hooks/usePorticoEvents.js'
export { usePorticoNetwork } from './hooks/usePorticoNetwork.js'
export { usePorticoState } from './hooks/usePorticoState.js'
export { usePorticoTheme } from './hooks/usePorticoTheme.js'
export { useStoreSelector } from './hooks/useStoreSelector.js'
export { useWalletConnectUri, type WalletConnectUri } from './hooks/useWalletConnectUri.js'
export { useWalletInfo } from './hooks/useWalletInfo.js'
export { useWalletList, type WalletList } from './hooks/useWalletList.js'
export { PorticoProvider } from './PorticoProvider.js'
