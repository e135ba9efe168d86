import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { isHexAddress, isSolanaAddress } from '@portico/core'

/**
 * Where the devnet writes its manifest by default: `.data/devnet-manifest.json` at the repository root (the
 * same path as `DEFAULT_MANIFEST_PATH` of `@portico/devnet`, which the gateway does not import: that package
 * brings anvil, viem and the compiled contracts, and the gateway needs none of them).
 */
export const DEFAULT_DEVNET_MANIFEST_PATH = resolve(
  import.meta.dirname,
  '../../../../.data/devnet-manifest.json',
)

/** Largest `decimals` an ERC-20 may declare that still fits a uint256 amount of one whole token. */
const MAX_TOKEN_DECIMALS = 77
/** Longest token name or symbol kept from the manifest. */
const MAX_TOKEN_TEXT_LENGTH = 100
/** Largest `decimals` an SPL mint can have (a u8). */
const MAX_SPL_DECIMALS = 255

/** An ERC-20 (or, on a `solana:` chain, an SPL mint) the gateway reports balances of. */
export interface TokenInfo {
  /** Contract address (0x + 40 hex), or the SPL mint (base58) on a `solana:` chain. */
  address: string
  symbol: string
  name: string
  decimals: number
}

/** CAIP-2 chain id (`eip155:31337`, `solana:portico-local`) → the ERC-20s or SPL mints deployed there. */
export type ChainTokens = Record<string, TokenInfo[]>

/** A Uniswap V2 deployment named by the devnet manifest: router, factory and WETH (as a token). */
export interface ManifestAmm {
  router: string
  factory: string
  weth: TokenInfo
}

/** What the gateway takes from a devnet manifest: its ERC-20s and the RPC URL each chain was written with. */
export interface ManifestTokens {
  tokens: ChainTokens
  /** CAIP-2 chain id → the chain's Uniswap V2, when the manifest has one (kinds `weth`, `uniswap-v2-router`). */
  amms: Record<string, ManifestAmm>
  /** CAIP-2 chain id → the `rpcUrl` the manifest names (only compared with the configured one). */
  rpcUrls: Record<string, string>
}

/** A manifest that does not have the expected shape; the message names the file and the field. */
export class InvalidManifestError extends Error {
  constructor(
    readonly path: string,
    readonly field: string,
    problem: string,
  ) {
    super(`Invalid devnet manifest ${path}: ${field} ${problem}`)
    this.name = 'InvalidManifestError'
  }
}

type Check = (field: string, problem: string) => never

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

function text(value: unknown, field: string, fail: Check): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_TOKEN_TEXT_LENGTH) {
    fail(field, `must be a string of 1 to ${MAX_TOKEN_TEXT_LENGTH} characters`)
  }
  return value
}

function erc20(contract: Record<string, unknown>, field: string, fail: Check): TokenInfo {
  const { address, decimals } = contract
  if (!isHexAddress(address)) {
    fail(`${field}.address`, 'must be 0x followed by 40 hex digits')
  }
  if (
    typeof decimals !== 'number' ||
    !Number.isInteger(decimals) ||
    decimals < 0 ||
    decimals > MAX_TOKEN_DECIMALS
  ) {
    fail(`${field}.decimals`, `must be an integer from 0 to ${MAX_TOKEN_DECIMALS}`)
  }
  return {
    address,
    decimals,
    symbol: text(contract.symbol, `${field}.symbol`, fail),
    name: text(contract.name, `${field}.name`, fail),
  }
}

function splToken(token: unknown, field: string, fail: Check): TokenInfo {
  if (!isObject(token)) fail(field, 'must be an object')
  const { mint, decimals } = token
  if (!isSolanaAddress(mint)) {
    fail(`${field}.mint`, 'must be a base58 public key')
  }
  if (
    typeof decimals !== 'number' ||
    !Number.isInteger(decimals) ||
    decimals < 0 ||
    decimals > MAX_SPL_DECIMALS
  ) {
    fail(`${field}.decimals`, `must be an integer from 0 to ${MAX_SPL_DECIMALS}`)
  }
  return {
    address: mint,
    decimals,
    symbol: text(token.symbol, `${field}.symbol`, fail),
    name: text(token.name, `${field}.name`, fail),
  }
}

/** The optional `solana` field: `{ caipNetworkId: 'solana:…', rpcUrl, tokens: [{ mint, symbol, name, decimals }] }`. */
function solanaPart(solana: unknown, out: ManifestTokens, fail: Check): void {
  if (solana === undefined) return
  if (!isObject(solana)) fail('solana', 'must be an object')
  const { caipNetworkId, rpcUrl, tokens } = solana
  if (typeof caipNetworkId !== 'string' || !/^solana:[-_a-zA-Z0-9]{1,32}$/.test(caipNetworkId)) {
    fail('solana.caipNetworkId', 'must be a solana CAIP-2 id')
  }
  if (typeof rpcUrl !== 'string' || !/^https?:\/\//.test(rpcUrl))
    fail('solana.rpcUrl', 'must be an http(s) URL')
  if (!Array.isArray(tokens)) fail('solana.tokens', 'must be an array')
  out.rpcUrls[caipNetworkId] = rpcUrl
  out.tokens[caipNetworkId] = tokens.map((token: unknown, i) => splToken(token, `solana.tokens[${i}]`, fail))
}

/** The chain's Uniswap V2 (a `weth` and a `uniswap-v2-router` entry), checked; undefined when it has none. */
function manifestAmm(contracts: unknown[], field: string, fail: Check): ManifestAmm | undefined {
  const index = (kind: string) => contracts.findIndex((c) => isObject(c) && c.kind === kind)
  const [w, r] = [index('weth'), index('uniswap-v2-router')]
  if (w < 0 || r < 0) return undefined
  const router = contracts[r] as Record<string, unknown>
  for (const key of ['address', 'factory'] as const) {
    const value = router[key]
    if (!isHexAddress(value)) {
      fail(`${field}[${r}].${key}`, 'must be 0x followed by 40 hex digits')
    }
  }
  const weth = erc20(contracts[w] as Record<string, unknown>, `${field}[${w}]`, fail)
  return { router: router.address as string, factory: router.factory as string, weth }
}

/**
 * Checks a parsed devnet manifest (`{ chains: [{ chainId, rpcUrl, contracts: [...] }], solana? }`) and returns its
 * ERC-20s per CAIP-2 chain, and the devnet Solana's SPL mints under its `solana:` id. Contracts of other kinds (ERC-721) are checked for a `kind` only and skipped.
 * @throws {InvalidManifestError} naming `path` and the first field at fault, e.g. `chains[0].contracts[1].decimals`.
 */
export function parseDevnetManifest(value: unknown, path: string): ManifestTokens {
  const fail: Check = (field, problem) => {
    throw new InvalidManifestError(path, field, problem)
  }
  if (!isObject(value)) fail('(root)', 'must be a JSON object')
  const { chains } = value
  if (!Array.isArray(chains)) fail('chains', 'must be an array')
  const out: ManifestTokens = { tokens: {}, rpcUrls: {}, amms: {} }
  chains.forEach((chain: unknown, i) => {
    const at = `chains[${i}]`
    if (!isObject(chain)) fail(at, 'must be an object')
    const { chainId, rpcUrl, contracts } = chain
    if (typeof chainId !== 'number' || !Number.isSafeInteger(chainId) || chainId < 1) {
      fail(`${at}.chainId`, 'must be a positive integer')
    }
    if (typeof rpcUrl !== 'string' || !/^https?:\/\//.test(rpcUrl))
      fail(`${at}.rpcUrl`, 'must be an http(s) URL')
    if (!Array.isArray(contracts)) fail(`${at}.contracts`, 'must be an array')
    const caip = `eip155:${chainId}`
    out.rpcUrls[caip] = rpcUrl
    out.tokens[caip] = contracts.flatMap((contract: unknown, j) => {
      const field = `${at}.contracts[${j}]`
      if (!isObject(contract)) fail(field, 'must be an object')
      if (typeof contract.kind !== 'string') fail(`${field}.kind`, 'must be a string')
      return contract.kind === 'erc20' ? [erc20(contract, field, fail)] : []
    })
    const amm = manifestAmm(contracts, `${at}.contracts`, fail)
    if (amm) out.amms[caip] = amm
  })
  solanaPart(value.solana, out, fail)
  return out
}

/**
 * Reads the devnet manifest at `path`. A missing file is not an error (the gateway then knows no tokens):
 * the answer is `undefined`.
 * @throws {InvalidManifestError} when the file cannot be read, is not JSON or is not a manifest.
 */
export function readDevnetManifest(path: string): ManifestTokens | undefined {
  let raw: string
  try {
    raw = readFileSync(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw new InvalidManifestError(path, '(file)', `cannot be read: ${(error as Error).message}`)
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch (error) {
    throw new InvalidManifestError(path, '(file)', `is not valid JSON: ${(error as Error).message}`)
  }
  return parseDevnetManifest(parsed, path)
}
