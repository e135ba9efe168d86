import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Address } from 'viem'

/** An ERC-20 deployed on a devnet chain. */
export interface DevnetErc20 {
  kind: 'erc20'
  name: string
  symbol: string
  decimals: number
  address: Address
}

/** An ERC-721 collection deployed on a devnet chain, with its minted tokens. */
export interface DevnetErc721 {
  kind: 'erc721'
  name: string
  symbol: string
  address: Address
  tokens: { tokenId: string; owner: Address }[]
}

/** Wrapped ether (WETH9) of the devnet's Uniswap V2. */
export interface DevnetWeth {
  kind: 'weth'
  name: string
  symbol: 'WETH'
  decimals: 18
  address: Address
}

/** The Uniswap V2 factory; `initCodeHash` is the pair init code hash its pairs' addresses derive from. */
export interface DevnetUniswapV2Factory {
  kind: 'uniswap-v2-factory'
  name: string
  address: Address
  initCodeHash: `0x${string}`
}

/** The Uniswap V2 Router02, with the factory and WETH it was built with. */
export interface DevnetUniswapV2Router {
  kind: 'uniswap-v2-router'
  name: string
  address: Address
  factory: Address
  weth: Address
}

/** A seeded Uniswap V2 pool (`name` is `A/B` by symbol; `tokens` in the same order). */
export interface DevnetUniswapV2Pair {
  kind: 'uniswap-v2-pair'
  name: string
  address: Address
  tokens: [Address, Address]
}

/** The devnet's Uniswap V2 contracts. */
export type UniswapV2Contract =
  | DevnetWeth
  | DevnetUniswapV2Factory
  | DevnetUniswapV2Router
  | DevnetUniswapV2Pair

/** The ERC-4337 EntryPoint (published `@account-abstraction/contracts` bytecode at its canonical address). */
export interface DevnetEntryPoint {
  kind: 'entryPoint'
  name: 'EntryPoint'
  version: '0.8'
  address: Address
}

/** An ERC-4337 account factory: `getAddress(owner, salt)` and `createAccount(owner, salt)`. */
export interface DevnetAccountFactory {
  kind: 'accountFactory'
  /** `SimpleAccountFactory` (official, unmodified) or `PorticoSmartAccountFactory` (sessions, ERC-1271). */
  name: 'SimpleAccountFactory' | 'PorticoSmartAccountFactory'
  address: Address
  /** The account implementation its proxies point to. */
  accountImplementation: Address
  entryPoint: Address
}

/** The devnet's ENS registry (EIP-137 subset: owners and resolvers). */
export interface DevnetEnsRegistry {
  kind: 'ensRegistry'
  name: 'PorticoEnsRegistry'
  address: Address
}

/** The offchain (ERC-3668) resolver of the names zone, answered and signed by the gateway. */
export interface DevnetEnsOffchainResolver {
  kind: 'ensOffchainResolver'
  name: 'PorticoOffchainResolver'
  address: Address
  /** The zone it resolves (e.g. `portico.test`); `addr.reverse` points at it too. */
  zone: string
  /** The gateway URL template it sends clients to. */
  url: string
  /** The signers whose answers it trusts. */
  signers: Address[]
}

/** The universal resolver viem calls (`resolveWithGateways`, `reverseWithGateways`): a chain's `ensUniversalResolver`. */
export interface DevnetEnsUniversalResolver {
  kind: 'ensUniversalResolver'
  name: 'PorticoUniversalResolver'
  address: Address
}

/** The devnet's ENS contracts. */
export type EnsContract = DevnetEnsRegistry | DevnetEnsOffchainResolver | DevnetEnsUniversalResolver

/** The devnet's Farcaster IdRegistry (read interface of Optimism's) and the fids registered at start. */
export interface DevnetFarcasterIdRegistry {
  kind: 'farcasterIdRegistry'
  name: 'IdRegistry'
  address: Address
  /** The test accounts: fid and custody address (fid 1: `DEVNET_FARCASTER_CUSTODY_KEY`). */
  accounts: { fid: number; custody: Address }[]
}

/** Any contract in the manifest. */
export type DevnetContract =
  | DevnetErc20
  | DevnetErc721
  | UniswapV2Contract
  | DevnetEntryPoint
  | DevnetAccountFactory
  | EnsContract
  | DevnetFarcasterIdRegistry

/** One devnet chain in the manifest. */
export interface DevnetManifestChain {
  chainId: number
  caipNetworkId: `eip155:${number}`
  rpcUrl: string
  contracts: DevnetContract[]
}

/** An SPL token minted on the devnet Solana. */
export interface DevnetSplToken {
  kind: 'spl'
  name: string
  symbol: string
  decimals: number
  /** Base58 mint address. */
  mint: string
  /** The token program that owns the mint (SPL Token). */
  tokenProgram: string
}

/**
 * The devnet Solana in the manifest. It is a field of its own beside `chains` (which holds EVM chains only),
 * so readers of the EVM part, such as the gateway's manifest parser, are unaffected by it.
 */
export interface DevnetManifestSolana {
  caipNetworkId: 'solana:portico-local'
  rpcUrl: string
  wsUrl: string
  genesisHash: string
  tokens: DevnetSplToken[]
  /** The funded accounts, m/44'/501'/<n>'/0' of the mnemonic, account 0 first. */
  accounts: string[]
}

/** What `startDevnet` writes to `.data/devnet-manifest.json`; the gateway reads it. */
export interface DevnetManifest {
  /** The EVM chains. */
  chains: DevnetManifestChain[]
  /** The devnet Solana, when it runs. */
  solana?: DevnetManifestSolana
}

/** `.data/devnet-manifest.json` at the repository root. */
export const DEFAULT_MANIFEST_PATH = fileURLToPath(
  new URL('../../../.data/devnet-manifest.json', import.meta.url),
)

/** Writes the manifest as pretty JSON, creating its folder when needed. */
export function writeManifest(manifest: DevnetManifest, path: string = DEFAULT_MANIFEST_PATH): void {
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, `${JSON.stringify(manifest, null, 2)}\n`)
}

/**
 * Reads and checks a devnet manifest.
 * @param path defaults to `PORTICO_DEVNET_MANIFEST`, then `.data/devnet-manifest.json` at the repository root.
 * @throws when the file is missing or is not a manifest.
 */
export function readManifest(path: string = process.env.PORTICO_DEVNET_MANIFEST || DEFAULT_MANIFEST_PATH) {
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'))
  if (!isManifest(parsed)) throw new Error(`${path} is not a devnet manifest`)
  return parsed
}

function isManifest(value: unknown): value is DevnetManifest {
  if (typeof value !== 'object' || value === null) return false
  const chains = (value as { chains?: unknown }).chains
  return (
    Array.isArray(chains) &&
    chains.every(
      (chain) =>
        typeof chain === 'object' &&
        chain !== null &&
        typeof chain.chainId === 'number' &&
        typeof chain.rpcUrl === 'string' &&
        Array.isArray(chain.contracts),
    )
  )
}
