import { ValidationError } from '../errors/errors.js'
import type { CaipNetwork, NativeCurrency } from '../types/network.js'

/**
 * The fields of a viem `Chain` (`viem/chains`, viem's `defineChain`) that a Portico network carries. Any viem
 * chain is one; core itself does not depend on viem.
 */
export type ViemChainLike = {
  id: number
  name: string
  nativeCurrency: NativeCurrency
  rpcUrls: { default: { http: readonly string[]; webSocket?: readonly string[] | undefined } }
  blockExplorers?: { default: { name: string; url: string } } | undefined
  testnet?: boolean | undefined
}

const fail = (problem: string): never => {
  throw new ValidationError(`fromViemChain: ${problem}`)
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

function checkUrls(urls: unknown, field: string, schemes: readonly string[]): string[] {
  if (urls === undefined && field.endsWith('webSocket')) return []
  if (!Array.isArray(urls)) return fail(`${field} must be an array of URLs`)
  return urls.map((url, i) => {
    let scheme: string | undefined
    try {
      scheme = typeof url === 'string' ? new URL(url).protocol : undefined
    } catch {}
    if (!scheme || !schemes.includes(scheme))
      fail(`${field}[${i}] must be a ${schemes.join(' or ')} URL, got ${JSON.stringify(url)}`)
    return url as string
  })
}

function checkCurrency(currency: unknown): NativeCurrency {
  if (!isObject(currency)) return fail('nativeCurrency must be { name, symbol, decimals }')
  const { name, symbol, decimals } = currency
  if (typeof name !== 'string' || name === '') fail('nativeCurrency.name must be a non-empty string')
  if (typeof symbol !== 'string' || symbol === '') fail('nativeCurrency.symbol must be a non-empty string')
  if (!Number.isInteger(decimals) || (decimals as number) < 0 || (decimals as number) > 255)
    fail(`nativeCurrency.decimals must be an integer from 0 to 255, got ${String(decimals)}`)
  return { name: name as string, symbol: symbol as string, decimals: decimals as number }
}

function checkExplorer(explorers: unknown): CaipNetwork['blockExplorers'] {
  if (explorers === undefined) return undefined
  const explorer = isObject(explorers) ? explorers.default : undefined
  if (!isObject(explorer) || typeof explorer.name !== 'string')
    return fail('blockExplorers.default must be { name, url }')
  const [url] = checkUrls([explorer.url], 'blockExplorers.default.url', ['https:', 'http:'])
  return { default: { name: explorer.name, url: url as string } }
}

/**
 * A viem `Chain` as a Portico network (`eip155:<id>`): for a chain that `@portico/core/networks` does not list
 * (a new chain, a private one, a devnet), or one an app already defines for wagmi. Every field is checked: a
 * chain that is not a valid EVM chain throws a `ValidationError` naming the field.
 *
 * @example
 * import { defineChain } from 'viem'
 * const myChain = fromViemChain(defineChain({ id: 4242, name: 'My Chain', nativeCurrency, rpcUrls }))
 */
export function fromViemChain(chain: ViemChainLike): CaipNetwork {
  if (!isObject(chain)) return fail('expected a viem Chain object')
  const { id, name, rpcUrls, testnet } = chain
  if (!Number.isSafeInteger(id) || id <= 0) fail(`id must be a positive integer chain id, got ${String(id)}`)
  if (typeof name !== 'string' || name.trim() === '') fail('name must be a non-empty string')
  if (testnet !== undefined && typeof testnet !== 'boolean') fail('testnet must be a boolean')
  const rpc = isObject(rpcUrls) ? rpcUrls.default : undefined
  if (!isObject(rpc)) fail('rpcUrls.default must be { http: string[] }')
  const http = checkUrls(rpc?.http, 'rpcUrls.default.http', ['https:', 'http:'])
  // WebSocket accepts http(s) URLs too (WHATWG), and viem lists some chains' sockets that way.
  const webSocket = checkUrls(rpc?.webSocket, 'rpcUrls.default.webSocket', ['wss:', 'ws:', 'https:', 'http:'])
  const blockExplorers = checkExplorer(chain.blockExplorers)
  return {
    id,
    name,
    nativeCurrency: checkCurrency(chain.nativeCurrency),
    rpcUrls: { default: webSocket.length > 0 ? { http, webSocket } : { http } },
    ...(blockExplorers ? { blockExplorers } : {}),
    ...(testnet !== undefined ? { testnet } : {}),
    chainNamespace: 'eip155',
    caipNetworkId: `eip155:${id}`,
  }
}
