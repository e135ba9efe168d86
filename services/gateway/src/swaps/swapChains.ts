import { isHexAddress } from '@portico/core'
import type { ChainTokens, ManifestAmm, TokenInfo } from '../tokens/devnetManifest.js'

/** One chain the swap routes serve: a Uniswap V2 deployment (or a fork with the same ABI) and its tokens. */
export interface SwapChainConfig {
  /** Router02 address. */
  router: string
  /** The factory the router was built with. */
  factory: string
  /** The wrapped native token the router uses (its `WETH()`). */
  weth: TokenInfo
  /** The USD stablecoin prices are read against (pUSD on the devnet, for example USDC on a mainnet). */
  stablecoin: TokenInfo
  /** Every ERC-20 offered for swapping (the stablecoin and WETH are added when missing). */
  tokens: TokenInfo[]
}

/** CAIP-2 chain id → its swap configuration. */
export type SwapChains = Record<string, SwapChainConfig>

/** The symbol of the devnet's USD stablecoin. */
export const DEVNET_STABLECOIN_SYMBOL = 'pUSD'

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** `tokens` with `extra` appended where not already listed (by address). */
function withTokens(tokens: readonly TokenInfo[], extra: readonly TokenInfo[]): TokenInfo[] {
  const out = [...tokens]
  for (const token of extra) if (!out.some((t) => sameAddress(t.address, token.address))) out.push(token)
  return out
}

/**
 * The default swap chains: every manifest chain with a Uniswap V2 and the stablecoin `pUSD`, swapping the
 * manifest's ERC-20s and WETH.
 */
export function swapChainsFromManifest(amms: Record<string, ManifestAmm>, tokens: ChainTokens): SwapChains {
  const out: SwapChains = {}
  for (const [chainId, amm] of Object.entries(amms)) {
    const listed = (Object.hasOwn(tokens, chainId) ? tokens[chainId] : undefined) ?? []
    const stablecoin = listed.find((t) => t.symbol === DEVNET_STABLECOIN_SYMBOL)
    if (!stablecoin) continue
    out[chainId] = { ...amm, stablecoin, tokens: withTokens(listed, [amm.weth]) }
  }
  return out
}

/** Completes a chain's token list with its stablecoin and WETH. */
export const completeSwapChain = (chain: SwapChainConfig): SwapChainConfig => ({
  ...chain,
  tokens: withTokens(chain.tokens, [chain.stablecoin, chain.weth]),
})

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

function token(value: unknown, field: string): TokenInfo {
  if (!isObject(value)) throw new Error(`${field} must be an object {address, symbol, name, decimals}`)
  const { address, symbol, name, decimals } = value
  if (!isHexAddress(address)) throw new Error(`${field}.address must be 0x and 40 hex digits`)
  if (typeof symbol !== 'string' || symbol.length === 0 || symbol.length > 32)
    throw new Error(`${field}.symbol must be 1 to 32 characters`)
  if (typeof name !== 'string' || name.length === 0 || name.length > 100)
    throw new Error(`${field}.name must be 1 to 100 characters`)
  if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > 36) {
    throw new Error(`${field}.decimals must be an integer from 0 to 36`)
  }
  return { address, symbol, name, decimals }
}

/**
 * Parses `PORTICO_SWAP_CHAINS`: a JSON object of CAIP-2 id → `{router, factory, weth, stablecoin, tokens}`
 * (tokens as `{address, symbol, name, decimals}`); each chain needs an RPC URL in `rpcUrls`. Which networks
 * may have swaps is checked when the gateway starts ({@link assertSwapNetworks}): this module stays free of
 * `@portico/core`, so the admin CLI, which reads the same config, does not load it.
 * @throws an Error naming the variable and the field at fault.
 */
export function parseSwapChains(raw: string, rpcUrls: Record<string, string>): SwapChains {
  const name = 'PORTICO_SWAP_CHAINS'
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    throw new Error(
      `${name} must be JSON like {"eip155:1":{"router":"0x…","factory":"0x…","weth":{…},"stablecoin":{…},"tokens":[]}}`,
    )
  }
  if (!isObject(parsed)) throw new Error(`${name} must be a JSON object of CAIP-2 chain id → swap config`)
  const out: SwapChains = {}
  for (const [chainId, value] of Object.entries(parsed)) {
    const at = `${name}.${chainId}`
    if (!Object.hasOwn(rpcUrls, chainId))
      throw new Error(`${at}: give ${chainId} an RPC URL in PORTICO_RPC_URLS`)
    if (!isObject(value)) throw new Error(`${at} must be an object`)
    for (const key of ['router', 'factory'] as const) {
      const address = value[key]
      if (!isHexAddress(address)) throw new Error(`${at}.${key} must be 0x and 40 hex digits`)
    }
    if (!Array.isArray(value.tokens ?? [])) throw new Error(`${at}.tokens must be an array`)
    const tokens = ((value.tokens ?? []) as unknown[]).map((t, i) => token(t, `${at}.tokens[${i}]`))
    out[chainId] = completeSwapChain({
      router: value.router as string,
      factory: value.factory as string,
      weth: token(value.weth, `${at}.weth`),
      stablecoin: token(value.stablecoin, `${at}.stablecoin`),
      tokens,
    })
  }
  return out
}

/** Throws when a configured chain is not one of `allowed` (the spec's 12 swap networks, I-01). */
export function assertSwapNetworks(chains: SwapChains, allowed: readonly string[]): void {
  for (const chainId of Object.keys(chains)) {
    if (!allowed.includes(chainId)) {
      throw new Error(`PORTICO_SWAP_CHAINS.${chainId}: swaps run on ${allowed.join(', ')} only (I-01)`)
    }
  }
}
