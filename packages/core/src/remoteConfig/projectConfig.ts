import { SOCIAL_PROVIDERS, type SocialProvider } from '../constants.js'
import { BaseError } from '../errors/BaseError.js'
import type { Features } from '../options.js'

/** P-01: one entry of the gateway's `GET /appkit/v1/config` answer (`features`). */
export type RemoteFeatureEntry = {
  id: string
  isEnabled: boolean
  /** The feature's list (providers, login methods), or null to keep the app's own value (P-02). */
  config: readonly string[] | null
}

/**
 * A project's configuration as the gateway serves it: the remote features (`/appkit/v1/config`) and, when
 * known, the origin allow-list (`/projects/v1/origins`). An app may pass the same document inline
 * (`projectConfig` option) and the client then asks the gateway for neither.
 */
export type ProjectConfig = {
  features: readonly RemoteFeatureEntry[]
  allowedOrigins?: readonly string[]
}

/** The features the project configuration can set (A-10): `remoteFeatures`' keys plus the Activity tab. */
export type RemoteFeatures = Partial<Pick<Features, 'email' | 'socials' | 'swaps' | 'onramp' | 'history'>>

/** Why a configuration document was refused, for the one console warning (Bad input). */
export class MalformedProjectConfigError extends BaseError {
  override name = 'MalformedProjectConfigError'
  constructor(problem: string) {
    super(problem, { category: 'DATA_PARSING_ERROR' })
  }
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string')

/**
 * Validates a `/appkit/v1/config` answer (or an inline {@link ProjectConfig}): an object whose `features` is an
 * array of `{id: string, isEnabled: boolean, config: string[] | null}` (a missing `config` reads as null), and
 * whose `allowedOrigins`, when present, is an array of strings. Unknown feature ids are kept (and later ignored).
 * Throws a {@link MalformedProjectConfigError} naming the first bad field.
 */
export function parseProjectConfig(body: unknown): ProjectConfig {
  const fail = (field: string, problem: string): never => {
    throw new MalformedProjectConfigError(`${field} ${problem}`)
  }
  if (!body || typeof body !== 'object') return fail('the configuration', 'is not an object')
  const { features, allowedOrigins } = body as Record<string, unknown>
  if (!Array.isArray(features)) return fail('features', 'is not an array')
  const entries = features.map((entry: unknown, i): RemoteFeatureEntry => {
    const e = (entry ?? {}) as Record<string, unknown>
    if (typeof e.id !== 'string' || !e.id) fail(`features[${i}].id`, 'is not a non-empty string')
    if (typeof e.isEnabled !== 'boolean') fail(`features[${i}].isEnabled`, 'is not true or false')
    const config = e.config ?? null
    if (config !== null && !isStringList(config))
      fail(`features[${i}].config`, 'is not null or a list of strings')
    return { id: e.id as string, isEnabled: e.isEnabled as boolean, config: config as string[] | null }
  })
  if (allowedOrigins !== undefined && !isStringList(allowedOrigins))
    fail('allowedOrigins', 'is not a list of strings')
  return allowedOrigins === undefined
    ? { features: entries }
    : { features: entries, allowedOrigins: allowedOrigins as string[] }
}

const isSocial = (value: string): value is SocialProvider =>
  (SOCIAL_PROVIDERS as readonly string[]).includes(value)

/**
 * P-01 (proposed mapping), P-02, P-03: the features a project configuration sets. `social_login` gives email
 * (its list holds 'email') and socials (the rest; none means off); `swap` and `onramp` are on when enabled with
 * a non-empty provider list; `activity` gives the Activity tab. A disabled entry turns its features off; an
 * enabled entry with `config: null`, and a feature the configuration does not name, keep the app's own value
 * (see docs/decisions.md for why an absent feature is not turned off). Unknown ids (`reown_branding`,
 * `multi_wallet`, …) are ignored.
 */
export function remoteFeaturesOf(entries: readonly RemoteFeatureEntry[]): RemoteFeatures {
  const out: RemoteFeatures = {}
  for (const { id, isEnabled, config } of entries) {
    if (id === 'social_login') {
      if (!isEnabled) Object.assign(out, { email: false, socials: false })
      else if (config) {
        const socials = config.filter(isSocial)
        Object.assign(out, { email: config.includes('email'), socials: socials.length ? socials : false })
      }
    } else if (id === 'swap' || id === 'onramp') {
      const key = id === 'swap' ? 'swaps' : 'onramp'
      if (!isEnabled) out[key] = false
      else if (config) out[key] = config.length > 0
    } else if (id === 'activity') {
      out.history = isEnabled
    }
  }
  return out
}

/** P-02: in basic mode every remote feature is off. */
export const BASIC_MODE_REMOTE_FEATURES: Required<RemoteFeatures> = {
  email: false,
  socials: false,
  swaps: false,
  onramp: false,
  history: false,
}

/**
 * P-02, A-10, A-32: the app's features with the remote values laid over them, and the names of the local
 * settings the remote values changed (for the '[Portico Config Notice]' warning). With `pay` on, email and
 * socials stay off whatever the project says.
 */
export function mergeRemoteFeatures(
  local: Features,
  remote: RemoteFeatures,
): { features: Features; overridden: (keyof RemoteFeatures)[] } {
  const features: Features = { ...local, ...remote }
  if (local.pay) Object.assign(features, { email: false, socials: false })
  const overridden = (Object.keys(remote) as (keyof RemoteFeatures)[]).filter(
    (key) => JSON.stringify(local[key]) !== JSON.stringify(features[key]),
  )
  return { features, overridden }
}
