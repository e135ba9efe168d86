/**
 * The network views' strings in English (Networks, SwitchNetwork, SwitchActiveChain, UnsupportedChain): the
 * catalogues' `networks` group. Loaded with those lazy views.
 */
export const NETWORKS_EN = {
  /** D-25 */
  notApproved: 'Not supported by wallet',
  active: 'Active',
  eip155: 'EVM networks',
  solana: 'Solana networks',
  bip122: 'Bitcoin networks',
  polkadot: 'Polkadot networks',
  cosmos: 'Cosmos networks',
  switchDeclined: 'Switch declined',
  switchingTo: 'Switching to {name} network...',
  approveInWallet: 'Approve in wallet',
  switchTo: 'Switch to {chain}',
  /** D-21 */
  chainNotSupported:
    "Connected wallet doesn't support connecting to {chain} chain. You need to connect with a different wallet.",
  switch: 'Switch',
  /** D-22 */
  unsupported: 'This app doesn’t support your current network. Switch to an available option to continue.',
  /** I-02 */
  swapUnsupported:
    'The swap feature doesn’t support your current network. Switch to an available option to continue.',
  disconnect: 'Disconnect',
}
