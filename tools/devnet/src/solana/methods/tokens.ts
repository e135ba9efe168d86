import type { Address } from '@solana/kit'
import { accountEncoding, accountInfoJson } from '../accountJson.js'
import { addressParam, configParam } from '../params.js'
import { invalidParams } from '../rpcError.js'
import { decodeMint, decodeTokenAccount, TOKEN_PROGRAMS, uiTokenAmount } from '../tokenAccounts.js'
import { type MethodHandler, withContext } from './context.js'

/** The `{ mint }` or `{ programId }` filter of `getTokenAccountsByOwner`. */
function tokenFilter(value: unknown): { mint?: string; programId?: string } {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const { mint, programId } = value as Record<string, unknown>
    if (typeof mint === 'string' && programId === undefined) return { mint }
    if (typeof programId === 'string' && mint === undefined) return { programId }
  }
  throw invalidParams('filter must be { mint } or { programId }')
}

/** SPL token methods: token accounts by owner, token balances, supplies. */
export const tokenMethods: Record<string, MethodHandler> = {
  getTokenAccountsByOwner: (params, { chain }) => {
    const owner = addressParam(params, 0, 'owner')
    const filter = tokenFilter(params[1])
    const config = configParam(params, 2)
    const encoding = accountEncoding(config)
    const programs = filter.programId ? [filter.programId as Address] : TOKEN_PROGRAMS
    if (filter.programId && !TOKEN_PROGRAMS.includes(filter.programId as Address)) {
      throw invalidParams('programId is not a token program')
    }
    const value = programs.flatMap((program) =>
      chain.svm.getProgramAccounts(program).flatMap((account) => {
        const token = decodeTokenAccount(account)
        if (!token || token.owner !== owner || (filter.mint && token.mint !== filter.mint)) return []
        return [{ pubkey: account.address, account: accountInfoJson(account, encoding, chain.mintDecimals) }]
      }),
    )
    return withContext(chain, value)
  },
  getTokenAccountBalance: (params, { chain }) => {
    const balance = chain.tokenBalance(addressParam(params, 0, 'token account'))
    if (!balance) throw invalidParams('Invalid param: not a Token account')
    const { amount, decimals, uiAmount, uiAmountString } = balance
    return withContext(chain, { amount, decimals, uiAmount, uiAmountString })
  },
  getTokenSupply: (params, { chain }) => {
    const account = chain.getAccount(addressParam(params, 0, 'mint'))
    const mint = account && decodeMint(account)
    if (!mint) throw invalidParams('Invalid param: not a Token mint')
    return withContext(chain, uiTokenAmount(mint.supply, mint.decimals))
  },
}
