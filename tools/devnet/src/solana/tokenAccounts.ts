import { type Address, type EncodedAccount, isSome, type Option } from '@solana/kit'
import { AccountState, getMintDecoder, getTokenDecoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'

/** The Token-2022 program; its base account layout is the same as the SPL Token program's. */
export const TOKEN_2022_PROGRAM_ADDRESS = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb' as Address

/** Size of an SPL token account and of a mint, in bytes. */
export const TOKEN_ACCOUNT_SIZE = 165
export const MINT_SIZE = 82

/** Token programs whose accounts the devnet reads (for balances and `jsonParsed`). */
export const TOKEN_PROGRAMS: readonly Address[] = [TOKEN_PROGRAM_ADDRESS, TOKEN_2022_PROGRAM_ADDRESS]

/** Solana's `UiTokenAmount`: an amount in base units with its decimal reading. */
export interface UiTokenAmount {
  amount: string
  decimals: number
  uiAmount: number | null
  uiAmountString: string
}

/** The decimal text of `amount` base units with `decimals` digits after the point, trailing zeros removed. */
export function decimalText(amount: bigint, decimals: number): string {
  const digits = amount.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

/** `amount` base units of a token with `decimals` as Solana's JSON writes it. */
export function uiTokenAmount(amount: bigint, decimals: number): UiTokenAmount {
  const text = decimalText(amount, decimals)
  return { amount: amount.toString(), decimals, uiAmount: Number(text), uiAmountString: text }
}

const isTokenProgram = (account: EncodedAccount) => TOKEN_PROGRAMS.includes(account.programAddress)
const optional = (value: Option<Address>) => (isSome(value) ? value.value : null)

/** The decoded SPL token account, or `undefined` when `account` is not one. */
export function decodeTokenAccount(account: EncodedAccount) {
  if (!isTokenProgram(account) || account.data.length < TOKEN_ACCOUNT_SIZE) return undefined
  if (account.programAddress === TOKEN_PROGRAM_ADDRESS && account.data.length !== TOKEN_ACCOUNT_SIZE)
    return undefined
  return getTokenDecoder().decode(account.data.slice(0, TOKEN_ACCOUNT_SIZE))
}

/** The decoded SPL mint, or `undefined` when `account` is not one. */
export function decodeMint(account: EncodedAccount) {
  if (!isTokenProgram(account) || account.data.length < MINT_SIZE) return undefined
  if (account.data.length !== MINT_SIZE && account.programAddress === TOKEN_PROGRAM_ADDRESS) return undefined
  // A Token-2022 account with extensions is a mint when its account-type byte (offset 165) is 1.
  if (account.data.length > MINT_SIZE && account.data[TOKEN_ACCOUNT_SIZE] !== 1) return undefined
  return getMintDecoder().decode(account.data.slice(0, MINT_SIZE))
}

/** The `jsonParsed` reading of a token account or mint (Solana's `spl-token` parser), or `undefined`. */
export function parsedTokenJson(
  account: EncodedAccount,
  mintDecimals: (mint: Address) => number | undefined,
) {
  const program = account.programAddress === TOKEN_PROGRAM_ADDRESS ? 'spl-token' : 'spl-token-2022'
  const token = decodeTokenAccount(account)
  if (token) {
    const decimals = mintDecimals(token.mint)
    if (decimals === undefined) return undefined
    const state = token.state === AccountState.Frozen ? 'frozen' : 'initialized'
    const info = {
      isNative: isSome(token.isNative),
      mint: token.mint,
      owner: token.owner,
      state,
      tokenAmount: uiTokenAmount(token.amount, decimals),
      ...(isSome(token.delegate) && {
        delegate: token.delegate.value,
        delegatedAmount: uiTokenAmount(token.delegatedAmount, decimals),
      }),
    }
    return { program, parsed: { type: 'account', info }, space: account.data.length }
  }
  const mint = decodeMint(account)
  if (!mint) return undefined
  const info = {
    decimals: mint.decimals,
    freezeAuthority: optional(mint.freezeAuthority),
    isInitialized: mint.isInitialized,
    mintAuthority: optional(mint.mintAuthority),
    supply: mint.supply.toString(),
  }
  return { program, parsed: { type: 'mint', info }, space: account.data.length }
}
