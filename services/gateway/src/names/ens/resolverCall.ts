import { decodeFunctionData, type Hex, namehash, parseAbi } from 'viem'
import { decodeDnsName } from './dnsName.js'

/** ENSIP-10 `resolve(bytes name, bytes data)`, what the offchain resolver forwards to the gateway. */
export const extendedResolverAbi = parseAbi(['function resolve(bytes name, bytes data) view returns (bytes)'])

/** The resolver profiles the gateway answers. */
export const resolverProfilesAbi = parseAbi([
  'function addr(bytes32 node) view returns (address)',
  'function addr(bytes32 node, uint256 coinType) view returns (bytes)',
  'function text(bytes32 node, string key) view returns (string)',
  'function name(bytes32 node) view returns (string)',
])

/** One decoded resolver question. */
export type ResolverQuestion =
  | { name: string; profile: 'addr' }
  | { name: string; profile: 'addrByCoin'; coinType: bigint }
  | { name: string; profile: 'text'; key: string }
  | { name: string; profile: 'name' }

/** Why a request could not be decoded; the message names the part. */
export class ResolverCallError extends Error {
  override name = 'ResolverCallError'
}

/**
 * Decodes the gateway request `data` (the calldata of `resolve(name, data)`) into the name and the question.
 * @throws {ResolverCallError} when it is not `resolve`, the name is not DNS wire format, the inner call is not
 * a supported profile, or its node is not the namehash of the name.
 */
export function decodeResolverCall(data: Hex): ResolverQuestion {
  const outer = tryDecode(() => decodeFunctionData({ abi: extendedResolverAbi, data }))
  if (!outer) throw new ResolverCallError('data must be the calldata of resolve(bytes,bytes)')
  const [encodedName, innerData] = outer.args
  const name = decodeDnsName(encodedName)
  if (name === undefined) throw new ResolverCallError('the name in data is not a DNS wire-format name')
  const inner = tryDecode(() => decodeFunctionData({ abi: resolverProfilesAbi, data: innerData }))
  if (!inner)
    throw new ResolverCallError(
      'the resolver call must be addr(bytes32), addr(bytes32,uint256), text(bytes32,string) or name(bytes32)',
    )
  if (inner.args[0] !== namehash(name))
    throw new ResolverCallError(`the node of the resolver call is not the namehash of ${name}`)
  if (inner.functionName === 'text') return { name, profile: 'text', key: inner.args[1] }
  if (inner.functionName === 'name') return { name, profile: 'name' }
  if (inner.args.length === 2) return { name, profile: 'addrByCoin', coinType: inner.args[1] }
  return { name, profile: 'addr' }
}

function tryDecode<T>(decode: () => T): T | undefined {
  try {
    return decode()
  } catch {
    return undefined
  }
}
