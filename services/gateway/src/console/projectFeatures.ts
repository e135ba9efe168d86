import { SOCIAL_PROVIDERS } from '@portico/core'

/** One entry of the `/appkit/v1/config` document (P-01), as core's `parseProjectConfig` reads it. */
export interface RemoteFeatureEntry {
  id: string
  isEnabled: boolean
  config: readonly string[] | null
}

/** The switches the console shows for a project (TEST-CONTRACT.md `console-feature-<name>`). */
export const CONSOLE_FEATURES = [
  'email',
  'socials',
  'swaps',
  'onramp',
  'names',
  'smartSessions',
  'siwx',
  'analytics',
] as const
export type ConsoleFeature = (typeof CONSOLE_FEATURES)[number]
/** Every switch's state. */
export type FeatureSwitches = Record<ConsoleFeature, boolean>

/** Provider lists written when a feature is turned on without one: our AMM, and P-03's on-ramp default. */
const DEFAULT_SWAP_PROVIDERS = ['uniswap-v2']
const DEFAULT_ONRAMP_PROVIDERS = ['meld']
/** The entry ids of the switches that are not in P-01's mapping (read by the apps that know them). */
const FLAG_IDS = { names: 'names', smartSessions: 'smart_sessions', siwx: 'siwx' } as const

/** The stored document's well-formed entries (a document written by hand may hold anything). */
function entriesOf(features: unknown): RemoteFeatureEntry[] {
  if (!Array.isArray(features)) return []
  return features.filter(
    (e): e is RemoteFeatureEntry =>
      !!e && typeof e === 'object' && typeof e.id === 'string' && typeof e.isEnabled === 'boolean',
  )
}

const listOf = (entry: RemoteFeatureEntry | undefined) =>
  Array.isArray(entry?.config)
    ? (entry.config as unknown[]).filter((v): v is string => typeof v === 'string')
    : null

/**
 * The switches a stored `/appkit/v1/config` document (P-01) amounts to, as core's `remoteFeaturesOf` reads it.
 * A feature the document does not name reads as P-03's remote default (email, socials, swaps and on-ramp on;
 * names, smart sessions and SIWX off). `analytics` is the project's analytics switch (P-09).
 */
export function featureSwitchesOf(features: unknown, analyticsEnabled: boolean): FeatureSwitches {
  const entries = entriesOf(features)
  const byId = new Map(entries.map((e) => [e.id, e]))
  const social = byId.get('social_login')
  const socialList = listOf(social)
  const listed = (id: string) => {
    const entry = byId.get(id)
    if (!entry) return true
    const list = listOf(entry)
    return entry.isEnabled && (list === null || list.length > 0)
  }
  return {
    email: !social || (social.isEnabled && (socialList === null || socialList.includes('email'))),
    socials:
      !social ||
      (social.isEnabled &&
        (socialList === null || socialList.some((p) => (SOCIAL_PROVIDERS as readonly string[]).includes(p)))),
    swaps: listed('swap'),
    onramp: listed('onramp'),
    names: byId.get(FLAG_IDS.names)?.isEnabled ?? false,
    smartSessions: byId.get(FLAG_IDS.smartSessions)?.isEnabled ?? false,
    siwx: byId.get(FLAG_IDS.siwx)?.isEnabled ?? false,
    analytics: analyticsEnabled,
  }
}

/**
 * The document that says `switches` (all but `analytics`, which is a column), written over `features`: the
 * entries the console manages are replaced, every other entry is kept as it was. A provider list already there
 * is kept (socials: the providers listed before, else all of them).
 */
export function applyFeatureSwitches(features: unknown, switches: FeatureSwitches): RemoteFeatureEntry[] {
  const entries = entriesOf(features)
  const byId = new Map(entries.map((e) => [e.id, e]))
  const previousSocials = (listOf(byId.get('social_login')) ?? []).filter((p) =>
    (SOCIAL_PROVIDERS as readonly string[]).includes(p),
  )
  const socials = previousSocials.length > 0 ? previousSocials : [...SOCIAL_PROVIDERS]
  const socialList = [...(switches.email ? ['email'] : []), ...(switches.socials ? socials : [])]
  const providers = (id: string, on: boolean, fallback: string[]): RemoteFeatureEntry => {
    const list = listOf(byId.get(id))
    return { id, isEnabled: on, config: list && list.length > 0 ? list : fallback }
  }
  const managed: RemoteFeatureEntry[] = [
    {
      id: 'social_login',
      isEnabled: socialList.length > 0,
      config: socialList.length > 0 ? socialList : null,
    },
    providers('swap', switches.swaps, DEFAULT_SWAP_PROVIDERS),
    providers('onramp', switches.onramp, DEFAULT_ONRAMP_PROVIDERS),
    { id: FLAG_IDS.names, isEnabled: switches.names, config: null },
    { id: FLAG_IDS.smartSessions, isEnabled: switches.smartSessions, config: null },
    { id: FLAG_IDS.siwx, isEnabled: switches.siwx, config: null },
  ]
  const managedIds = new Set(managed.map((e) => e.id))
  return [...entries.filter((e) => !managedIds.has(e.id)), ...managed]
}
