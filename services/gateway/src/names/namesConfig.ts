/** The development zone of account names (issue 15); operators set their own with `PORTICO_NAMES_ZONE`. */
export const DEFAULT_NAMES_ZONE = 'portico.test'
/** A signed name message may be at most this old (seconds): long enough to sign, too short to replay later. */
export const NAME_MESSAGE_MAX_AGE_SEC = 600
/** A signed name message may be at most this far in the future (seconds): clock skew of the visitor's device. */
export const NAME_MESSAGE_MAX_SKEW_SEC = 60
/** Suggestions answered per request (U-14). */
export const NAME_SUGGESTIONS_COUNT = 5

import { type EnsGatewayConfig, ensConfigFromEnv } from './ens/ensConfig.js'

const ZONE = /^(?=.{1,200}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/

/** Names settings of the gateway. */
export interface NamesConfig {
  /** The operator's zone: names register as `<label>.<zone>` (env `PORTICO_NAMES_ZONE`, default `portico.test`). */
  zone?: string
  /** The ERC-3668 resolver endpoint: signer key and answer validity (src/names/ens/ensConfig.ts). */
  ens?: EnsGatewayConfig
}

/** Checks a zone: lower-case DNS labels separated by dots; throws a clear error otherwise. */
export function parseZone(raw: string): string {
  if (!ZONE.test(raw))
    throw new Error('PORTICO_NAMES_ZONE must be a lower-case DNS name like names.example.com')
  return raw
}

/** Reads the names settings from the environment. */
export function namesConfigFromEnv(env: NodeJS.ProcessEnv = process.env): NamesConfig {
  const ens = ensConfigFromEnv(env)
  return {
    ...(env.PORTICO_NAMES_ZONE && { zone: parseZone(env.PORTICO_NAMES_ZONE) }),
    ...(Object.keys(ens).length > 0 && { ens }),
  }
}
