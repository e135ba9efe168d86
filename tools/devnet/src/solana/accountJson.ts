import { type Address, type EncodedAccount, getBase58Decoder, getBase64Decoder } from '@solana/kit'
import { invalidParams } from './rpcError.js'
import { parsedTokenJson } from './tokenAccounts.js'

/** The account encodings the devnet answers in. */
export type AccountEncoding = 'base64' | 'base58' | 'base64+zstd' | 'jsonParsed'

/** Largest account data `base58` encodes (Solana refuses base58 above 128 bytes too). */
const MAX_BASE58_BYTES = 128

/** The `rentEpoch` of rent-exempt accounts (u64::MAX), as Solana reports it. */
const RENT_EXEMPT_EPOCH = 18_446_744_073_709_551_615n

/** Reads the `encoding` of a config object; default `base64` (what `@solana/kit` asks for). */
export function accountEncoding(
  config: Record<string, unknown>,
  fallback: AccountEncoding = 'base64',
): AccountEncoding {
  const encoding = config.encoding ?? fallback
  if (encoding === 'base64' || encoding === 'base58' || encoding === 'jsonParsed') return encoding
  if (encoding === 'base64+zstd') throw invalidParams('encoding base64+zstd is not supported by the devnet')
  throw invalidParams('encoding must be base64, base58 or jsonParsed')
}

/**
 * An account as Solana's JSON-RPC writes it (`{ lamports, owner, data, executable, rentEpoch, space }`).
 * `jsonParsed` parses SPL token accounts and mints and falls back to base64 for any other account, as Solana does.
 */
export function accountInfoJson(
  account: EncodedAccount,
  encoding: AccountEncoding,
  mintDecimals: (mint: Address) => number | undefined,
) {
  const base = {
    lamports: account.lamports,
    owner: account.programAddress,
    executable: account.executable,
    rentEpoch: RENT_EXEMPT_EPOCH,
    space: account.data.length,
  }
  if (encoding === 'jsonParsed') {
    const parsed = parsedTokenJson(account, mintDecimals)
    if (parsed) return { ...base, data: parsed }
  }
  if (encoding === 'base58') {
    if (account.data.length > MAX_BASE58_BYTES)
      throw invalidParams('encoding base58 is limited to 128 bytes of data')
    return { ...base, data: [getBase58Decoder().decode(account.data), 'base58'] }
  }
  return { ...base, data: [getBase64Decoder().decode(account.data), 'base64'] }
}
