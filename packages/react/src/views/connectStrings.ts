/**
 * The connect path's strings in English (Connect, ConnectingExternal, the email section, the All Wallets
 * row): the catalogues' `connect` group. On the first chunk with the views that use them.
 */
export const CONNECT_EN = {
  wallets: 'Wallets',
  qrCode: 'QR code',
  installed: 'Installed',
  recent: 'Recent',
  allWallets: 'All Wallets',
  /** Legal line with both links, only terms, only privacy (`{terms}`, `{privacy}` are the links). */
  legalBoth: 'By connecting your wallet, you agree to our {terms} and {privacy}',
  legalTerms: 'By connecting your wallet, you agree to our {terms}',
  legalPrivacy: 'By connecting your wallet, you agree to our {privacy}',
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
  tryAgain: 'Try again',
  continueIn: 'Continue in {name}',
  acceptRequest: 'Accept connection request in the wallet',
  email: 'Email',
  continue: 'Continue',
}
