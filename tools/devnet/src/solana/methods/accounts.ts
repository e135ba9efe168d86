import { isAddress } from '@solana/kit'
import { accountEncoding, accountInfoJson } from '../accountJson.js'
import { MAX_AIRDROP_LAMPORTS, MAX_MULTIPLE_ACCOUNTS } from '../constants.js'
import { addressParam, arrayParam, configParam, integerParam } from '../params.js'
import { invalidParams } from '../rpcError.js'
import type { SolanaChain } from '../solanaChain.js'
import { type MethodHandler, withContext } from './context.js'

/** One account's JSON (or `null` when it does not exist) in the encoding of `config`. */
export function accountValue(chain: SolanaChain, address: string, config: Record<string, unknown>) {
  if (!isAddress(address)) throw invalidParams('every address must be base58')
  const account = chain.getAccount(address)
  return account ? accountInfoJson(account, accountEncoding(config), chain.mintDecimals) : null
}

/** Account methods: balances, account data, airdrops. */
export const accountMethods: Record<string, MethodHandler> = {
  getBalance: (params, { chain }) =>
    withContext(chain, chain.svm.getBalance(addressParam(params, 0, 'address')) ?? 0n),
  getAccountInfo: (params, { chain }) =>
    withContext(chain, accountValue(chain, addressParam(params, 0, 'address'), configParam(params, 1))),
  getMultipleAccounts: (params, { chain }) => {
    const addresses = arrayParam(params, 0, 'addresses', MAX_MULTIPLE_ACCOUNTS)
    const config = configParam(params, 1)
    return withContext(
      chain,
      addresses.map((address) => accountValue(chain, typeof address === 'string' ? address : '', config)),
    )
  },
  requestAirdrop: (params, { airdrop }) => {
    const to = addressParam(params, 0, 'address')
    const amount = integerParam(params[1], 'lamports', MAX_AIRDROP_LAMPORTS)
    if (amount === 0n) throw invalidParams('lamports must be more than 0')
    return airdrop(to, amount)
  },
}
