import { BaseError, type CaipNetwork } from '@portico/core'
import { assertSolanaAddress } from './address.js'
import { SOL_DECIMALS } from './constants.js'
import { solanaRpc } from './rpc.js'
import { formatUnits } from './units.js'

/** E-09: the SOL balance of `address` in whole SOL, read from the network's RPC (the gateway's proxy). */
export async function getSolBalance(rpcUrl: string, address: string, network: CaipNetwork) {
  assertSolanaAddress(address, 'address')
  const { value } = await solanaRpc<{ value: number }>(rpcUrl, 'getBalance', [
    address,
    { commitment: 'confirmed' },
  ])
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new BaseError(`getBalance answered ${String(value)}`, { category: 'DATA_PARSING_ERROR' })
  }
  return { balance: formatUnits(BigInt(value), SOL_DECIMALS), symbol: network.nativeCurrency.symbol }
}
