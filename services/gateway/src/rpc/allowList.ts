/** Non-`eth_` methods the proxy forwards. */
const ALLOWED_OTHER = new Set([
  'net_version',
  'net_listening',
  'net_peerCount',
  'web3_clientVersion',
  'web3_sha3',
])

/**
 * `eth_` methods the proxy refuses: they sign with, or reveal, accounts held by the node, or need a
 * socket. A wallet signs; the gateway only reads and relays signed transactions.
 */
const DENIED_ETH = new Set([
  'eth_accounts',
  'eth_requestAccounts',
  'eth_coinbase',
  'eth_sendTransaction',
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v1',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'eth_subscribe',
  'eth_unsubscribe',
  'eth_submitWork',
  'eth_submitHashrate',
])

/**
 * True when the proxy forwards `method`: reads (`eth_*`), `eth_sendRawTransaction`, `net_*` and `web3_*`
 * basics. Never `personal_*`, `admin_*`, `debug_*`, `anvil_*`, `hardhat_*`, `evm_*` or node signing.
 */
export function isMethodAllowed(method: string): boolean {
  if (ALLOWED_OTHER.has(method)) return true
  return /^eth_[A-Za-z0-9_]{1,64}$/.test(method) && !DENIED_ETH.has(method)
}
