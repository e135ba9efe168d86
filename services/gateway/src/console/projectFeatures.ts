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
 * The document that says `switches` (all but `analytics`, which is a column), written over `features`. Entries the
 * console does not manage, and managed entries whose switches did not change, are kept as they were. A changed
 * switch left at the value an absent entry reads as (see {@link featureSwitchesOf}) removes its entry, so the app
 * keeps its own option there (P-02): on for email, socials, swaps and on-ramp means "the project does not turn it
 * off", and turning a switch back restores the document as it was. Social logins turned on keep the providers
 * listed before, else list all of them.
 */
export function applyFeatureSwitches(features: unknown, switches: FeatureSwitches): RemoteFeatureEntry[] {
  const entries = entriesOf(features)
  const byId = new Map(entries.map((e) => [e.id, e]))
  const current = featureSwitchesOf(entries, switches.analytics)
  const changed = (...names: ConsoleFeature[]) => names.some((n) => current[n] !== switches[n])
  const replaced = new Map<string, RemoteFeatureEntry | undefined>()

  if (changed('email', 'socials')) {
    const previous = (listOf(byId.get('social_login')) ?? []).filter((p) =>
      (SOCIAL_PROVIDERS as readonly string[]).includes(p),
    )
    const socials = previous.length > 0 ? previous : [...SOCIAL_PROVIDERS]
    const list = [...(switches.email ? ['email'] : []), ...(switches.socials ? socials : [])]
    replaced.set(
      'social_login',
      switches.email && switches.socials
        ? undefined
        : { id: 'social_login', isEnabled: list.length > 0, config: list.length > 0 ? list : null },
    )
  }
  for (const [feature, id] of [
    ['swaps', 'swap'],
    ['onramp', 'onramp'],
  ] as const) {
    if (changed(feature))
      replaced.set(id, switches[feature] ? undefined : { id, isEnabled: false, config: listOf(byId.get(id)) })
  }
  for (const [feature, id] of Object.entries(FLAG_IDS) as [keyof typeof FLAG_IDS, string][]) {
    if (changed(feature))
      replaced.set(id, switches[feature] ? { id, isEnabled: true, config: null } : undefined)
  }
  const kept = entries.filter((e) => !replaced.has(e.id))
  const added = [...replaced.values()].filter((e): e is RemoteFeatureEntry => e !== undefined)
  return [...kept, ...added]
}
