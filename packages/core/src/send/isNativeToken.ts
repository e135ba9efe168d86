import type { TokenBalance } from '../types/account.js'

/** A balance without a contract address is the network's native currency. */
export const isNativeToken = (token: TokenBalance): boolean => !token.address
