import type { CaipNetwork } from './types/network.js'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }

/** Ethereum mainnet. */
export const mainnet: CaipNetwork = {
  id: 1,
  name: 'Ethereum',
  network: 'mainnet',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://eth.merkle.io'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
}

/** Devnet chain A (tools/devnet), chain id 31337. */
export const anvil: CaipNetwork = {
  id: 31337,
  name: 'Anvil',
  network: 'anvil',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  testnet: true,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
}

/** Devnet chain B (tools/devnet), chain id 31338. */
// Every network here is a plain literal, no spread of another: a bundler can then drop each one an app does not
// import (esbuild keeps an object spread, as it may run getters).
export const anvilB: CaipNetwork = {
  id: 31338,
  name: 'Anvil B',
  network: 'anvil-b',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
  testnet: true,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31338',
}

const sol = { name: 'Solana', symbol: 'SOL', decimals: 9 }
const btc = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 }

/** D-02: Solana mainnet, devnet and testnet. */
export const solana: CaipNetwork = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
  chainNamespace: 'solana',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  deprecatedCaipNetworkId: 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ',
}
export const solanaDevnet: CaipNetwork = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['https://api.devnet.solana.com'] } },
  testnet: true,
  chainNamespace: 'solana',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  deprecatedCaipNetworkId: 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K',
}
export const solanaTestnet: CaipNetwork = {
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  name: 'Solana Testnet',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['https://api.testnet.solana.com'] } },
  testnet: true,
  chainNamespace: 'solana',
  caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
}
/** The devnet Solana of tools/devnet (TEST-CONTRACT.md): `solana:portico-local`, JSON-RPC on 8899, WebSocket on 8900. */
export const solanaPorticoLocal: CaipNetwork = {
  id: 'portico-local',
  name: 'Solana Local',
  network: 'portico-local',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'], webSocket: ['ws://127.0.0.1:8900'] } },
  testnet: true,
  chainNamespace: 'solana',
  caipNetworkId: 'solana:portico-local',
}

/** D-02: Bitcoin mainnet and testnet. */
export const bitcoin: CaipNetwork = {
  id: '000000000019d6689c085ae165831e93',
  name: 'Bitcoin',
  nativeCurrency: btc,
  rpcUrls: { default: { http: [] } },
  chainNamespace: 'bip122',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
}
export const bitcoinTestnet: CaipNetwork = {
  id: '000000000933ea01ad0ee984209779ba',
  name: 'Bitcoin Testnet',
  nativeCurrency: btc,
  rpcUrls: { default: { http: [] } },
  testnet: true,
  chainNamespace: 'bip122',
  caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
}
