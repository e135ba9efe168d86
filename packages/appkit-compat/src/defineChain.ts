import {
  type CaipNetwork,
  type CaipNetworkId,
  type ChainNamespace,
  isChainNamespace,
  ValidationError,
} from '@portico/core'
import { fromViemChain, type ViemChainLike } from '@portico/core/networks'

/** A custom network as AppKit's `defineChain` takes it: a chain plus its namespace and CAIP-2 id. */
export type DefineChainParameters = Omit<ViemChainLike, 'id'> & {
  id: number | string
  chainNamespace: ChainNamespace
  caipNetworkId: CaipNetworkId
  [field: string]: unknown
}

/**
 * AppKit's `defineChain`: a custom network. An `eip155` chain is checked as `fromViemChain` checks it, and its
 * `caipNetworkId` must be `eip155:<id>`; another namespace needs a `caipNetworkId` of `<namespace>:<id>`, and its
 * other fields get the same checks. Throws a `ValidationError` naming what is wrong.
 *
 * @example
 * const myChain = defineChain({ id: 4242, caipNetworkId: 'eip155:4242', chainNamespace: 'eip155', name: 'My Chain',
 *   nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['https://…'] } } })
 */
export function defineChain(chain: DefineChainParameters): CaipNetwork {
  const { chainNamespace, caipNetworkId } = chain
  if (!isChainNamespace(chainNamespace))
    throw new ValidationError(`defineChain: unknown chainNamespace ${JSON.stringify(chainNamespace)}`)
  if (caipNetworkId !== `${chainNamespace}:${chain.id}`)
    throw new ValidationError(
      `defineChain: caipNetworkId must be "${chainNamespace}:${chain.id}", got ${JSON.stringify(caipNetworkId)}`,
    )
  if (chainNamespace === 'eip155') return fromViemChain(chain as ViemChainLike)
  if (typeof chain.id !== 'string' || chain.id === '')
    throw new ValidationError(`defineChain: id of a ${chainNamespace} network must be its CAIP-2 reference`)
  // The same field checks as an EVM chain's (name, currency, http(s) and ws(s) URLs, explorer), id aside.
  const {
    id: _evmId,
    chainNamespace: _evm,
    caipNetworkId: _evmCaip,
    ...checked
  } = fromViemChain({
    ...(chain as ViemChainLike),
    id: 1,
  })
  return { ...checked, id: chain.id, chainNamespace, caipNetworkId }
}
