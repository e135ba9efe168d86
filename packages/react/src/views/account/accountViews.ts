/**
 * The account views in one lazy chunk: Send and Receive are reached only from Account, and when each was its
 * own chunk the core helpers they share (formatting, CAIP) were split out of the first chunk
 * (docs/decisions.md).
 */
export { AccountView } from '../Account.js'
export { WalletReceiveView } from '../WalletReceive.js'
export { WalletSendView } from '../WalletSend.js'
export { WalletSendPreviewView } from '../WalletSendPreview.js'
