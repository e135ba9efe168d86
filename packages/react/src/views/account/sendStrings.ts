/**
 * Send and Receive's strings in English (WalletSend, WalletSendPreview, WalletReceive): the catalogues' `send`
 * group. The send button's labels (G-11) are core's and translate through the `messages` group.
 */
export const SEND_EN = {
  amount: 'Amount',
  balance: 'Balance: {amount}',
  to: 'To',
  receiverPlaceholder: '0x… or name',
  network: 'Network',
  networkFee: 'Network fee',
  confirmInWallet: 'Confirm transaction in your wallet',
  send: 'Send',
  selectToken: 'Select Token',
  tokens: 'Tokens',
  noWallet: 'No wallet connected',
  loadingQr: 'Loading the QR code',
  qrOfAddress: 'QR code of the address {address}',
  copyAddress: 'Copy address',
  onlyTheseNetworks: 'Only receive assets on these networks',
  compatibleNetworks: 'Compatible networks',
}
