/**
 * The account views in one lazy chunk: Send and Receive are reached only from Account, and when each was its
 * own chunk the core helpers they share (formatting, CAIP) were split out of the first chunk
 * (docs/decisions.md). The smart-session views (REQUIREMENTS N) are reached only from Account too, and as their own
 * chunk they split React's context and store hooks out of the first chunk the same way.
 */
export { AccountView } from '../Account.js'
export { SmartSessionCreatedView } from '../smartSessions/SmartSessionCreated.js'
export { SmartSessionListView } from '../smartSessions/SmartSessionList.js'
export { WalletReceiveView } from '../WalletReceive.js'
export { WalletSendView } from '../WalletSend.js'
export { WalletSendPreviewView } from '../WalletSendPreview.js'
