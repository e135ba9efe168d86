/**
 * All Wallets and the WalletConnect views' strings in English: the catalogues' `wallets` group. Loaded with
 * those lazy views, not on the first chunk.
 */
export const WALLETS_EN = {
  searchWallet: 'Search wallet',
  couldNotLoad: 'Could not load wallets: {error}',
  loadingWallets: 'Loading wallets',
  noWalletFound: 'No wallet found',
  connecting: 'Connecting',
  creatingLink: 'Creating a connection link',
  openWallet: 'Open {name}',
  linkCopied: 'Link copied',
  copyFailed: 'Could not copy the link',
  qrLabelWallet: 'QR code to scan with {name}',
  qrLabel: 'WalletConnect QR code',
  scanWith: 'Scan this QR code with {name}',
  scanWithPhone: 'Scan this QR code with your phone',
  copyLink: 'Copy link',
}
