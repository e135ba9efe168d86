/** The app-side buttons' strings in English: the catalogues' `buttons` group. */
export const BUTTONS_EN = {
  connectWallet: 'Connect Wallet',
  selectNetwork: 'Select network',
}
