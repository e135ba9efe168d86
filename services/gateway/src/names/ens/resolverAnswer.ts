import { encodeAbiParameters, getAddress, type Hex, zeroAddress } from 'viem'
import type { Queryable } from '../../db/Db.js'
import { findName, namesOfAddress } from '../nameRepo.js'
import type { ResolverQuestion } from './resolverCall.js'

/** ENSIP-9's coin type of Ethereum; ENSIP-11 EVM chains are `0x80000000 | chainId`. */
const ETH_COIN_TYPE = 60n
const EVM_COIN_TYPE_FLAG = 0x80000000n
/** `<40 hex>.addr.reverse` (ENSIP-3). */
const REVERSE_NAME = /^([0-9a-f]{40})\.addr\.reverse$/

/** Whether `name` is one the gateway answers: a name in `zone` (or the zone itself) or a reverse name. */
export function answersFor(name: string, zone: string): boolean {
  return name === zone || name.endsWith(`.${zone}`) || REVERSE_NAME.test(name)
}

const isEvmCoinType = (coinType: bigint) =>
  coinType === ETH_COIN_TYPE || (coinType >= EVM_COIN_TYPE_FLAG && coinType <= 0xffffffffn)

/**
 * The ABI-encoded answer to `question` from the names table: the registered address (for every EVM coin type,
 * since names are registered for EVM accounts), a text attribute, or the primary name of a reverse name.
 * An unregistered name answers the empty record (zero address, empty bytes, empty string), as ENS does.
 */
export async function resolverAnswer(db: Queryable, zone: string, question: ResolverQuestion): Promise<Hex> {
  if (question.profile === 'name') {
    const reverse = REVERSE_NAME.exec(question.name)
    const [primary] = reverse ? await namesOfAddress(db, `0x${reverse[1]}`, zone) : []
    return encodeAbiParameters([{ type: 'string' }], [primary?.name ?? ''])
  }
  const record = REVERSE_NAME.test(question.name) ? undefined : await findName(db, question.name)
  if (question.profile === 'text') {
    return encodeAbiParameters([{ type: 'string' }], [record?.attributes[question.key] ?? ''])
  }
  if (question.profile === 'addr') {
    const address = record ? getAddress(record.address) : zeroAddress
    return encodeAbiParameters([{ type: 'address' }], [address])
  }
  const bytes = record && isEvmCoinType(question.coinType) ? (record.address.toLowerCase() as Hex) : '0x'
  return encodeAbiParameters([{ type: 'bytes' }], [bytes])
}
