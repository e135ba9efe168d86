import { BaseError } from '../errors/BaseError.js'

/** ENSIP-11: the flag bit of an EVM chain's coin type. */
const EVM_COIN_TYPE_FLAG = 0x80000000
/** SLIP-44 coin type of Ethereum mainnet (ENSIP-9), used for chain id 1. */
export const ETH_COIN_TYPE = 60

/**
 * L-04 (proposed), ENSIP-11: the coin type of an EVM chain, `(0x80000000 | chainId) >>> 0`. Throws
 * 'Invalid chainId' for a chain id that does not fit below the flag bit.
 */
export function coinTypeForChainId(chainId: number): number {
  if (!Number.isInteger(chainId) || chainId < 0 || chainId >= EVM_COIN_TYPE_FLAG)
    throw new BaseError('Invalid chainId')
  return (EVM_COIN_TYPE_FLAG | chainId) >>> 0
}

/** The EVM chain id a coin type names (60 is mainnet), or undefined for a non-EVM coin type. */
export function chainIdForCoinType(coinType: number): number | undefined {
  if (coinType === ETH_COIN_TYPE) return 1
  if (!Number.isInteger(coinType) || coinType < EVM_COIN_TYPE_FLAG || coinType > 0xffffffff) return undefined
  return coinType - EVM_COIN_TYPE_FLAG
}
