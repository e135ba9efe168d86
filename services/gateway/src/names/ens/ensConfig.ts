import { type Hex, isHex, keccak256, toHex } from 'viem'

/**
 * The development CCIP-Read signer key: keccak256 of `portico ens ccip signer (development only)`. Public, so
 * anyone can sign answers the development resolver trusts: operators set `PORTICO_ENS_SIGNER_KEY`. The devnet's
 * resolver trusts its address by default (tools/devnet `DEV_ENS_SIGNER_ADDRESS`).
 */
export const DEV_ENS_SIGNER_KEY: Hex = keccak256(toHex('portico ens ccip signer (development only)'))
/** How long a signed answer stays valid by default (seconds): ENS's offchain-resolver gateway uses 5 minutes. */
export const DEFAULT_ENS_ANSWER_TTL_SEC = 300
/** The longest validity an operator may set (seconds): one day. */
export const MAX_ENS_ANSWER_TTL_SEC = 86_400

/** The ERC-3668 (CCIP-Read) resolver endpoint settings. */
export interface EnsGatewayConfig {
  /** The secp256k1 key that signs answers (env `PORTICO_ENS_SIGNER_KEY`; default {@link DEV_ENS_SIGNER_KEY}). */
  signerKey?: Hex
  /** Seconds a signed answer stays valid (env `PORTICO_ENS_ANSWER_TTL_SEC`; default 300, at most 86400). */
  answerTtlSec?: number
}

/** Reads the CCIP-Read settings from the environment; throws naming the variable when one is malformed. */
export function ensConfigFromEnv(env: NodeJS.ProcessEnv = process.env): EnsGatewayConfig {
  const config: EnsGatewayConfig = {}
  const key = env.PORTICO_ENS_SIGNER_KEY
  if (key) {
    if (!isHex(key) || key.length !== 66)
      throw new Error('PORTICO_ENS_SIGNER_KEY must be a 32-byte hex key (0x + 64)')
    config.signerKey = key
  }
  const ttl = env.PORTICO_ENS_ANSWER_TTL_SEC
  if (ttl) {
    const seconds = Number(ttl)
    if (!/^\d+$/.test(ttl) || seconds < 1 || seconds > MAX_ENS_ANSWER_TTL_SEC)
      throw new Error(
        `PORTICO_ENS_ANSWER_TTL_SEC must be a whole number of seconds from 1 to ${MAX_ENS_ANSWER_TTL_SEC}`,
      )
    config.answerTtlSec = seconds
  }
  return config
}
