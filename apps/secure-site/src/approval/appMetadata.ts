import type { DecodedField } from './decodeCall.js'

/** The app's metadata as it states it (A-17: name, description, url, icons), checked for shape only. */
export interface AppMetadata {
  name?: string
  description?: string
  url?: string
  icons?: string[]
}

/** Longest name, description or url kept (longer ones are cut, with an ellipsis). */
const MAX_TEXT = 200
/** Icons kept; the screen shows the first usable one. */
const MAX_ICONS = 4

/** Said when the app's stated url is not the origin the frame verified. */
export const UNVERIFIED_METADATA_WARNING =
  "The app's name and icon are stated by the app and do not match the verified origin: trust the origin."

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== ''
    ? value.length > MAX_TEXT
      ? `${value.slice(0, MAX_TEXT)}…`
      : value
    : undefined

/**
 * The SYNC_DAPP_DATA payload as {@link AppMetadata}: unknown fields dropped, strings cut to a bound,
 * icons kept when they are strings. Anything but an object gives undefined (the screen then shows the origin only).
 */
export function parseAppMetadata(payload: unknown): AppMetadata | undefined {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return undefined
  const source = payload as Record<string, unknown>
  const inner = (
    typeof source.metadata === 'object' && source.metadata !== null ? source.metadata : source
  ) as Record<string, unknown>
  const icons = Array.isArray(inner.icons)
    ? inner.icons.filter((icon): icon is string => typeof icon === 'string').slice(0, MAX_ICONS)
    : []
  const metadata: AppMetadata = {}
  const name = text(inner.name)
  const description = text(inner.description)
  const url = text(inner.url)
  if (name) metadata.name = name
  if (description) metadata.description = description
  if (url) metadata.url = url
  if (icons.length) metadata.icons = icons
  return Object.keys(metadata).length ? metadata : undefined
}

const originOf = (url: string | undefined): string | undefined => {
  try {
    return url ? new URL(url).origin : undefined
  } catch {
    return undefined
  }
}

/** An icon the screen may load: https, or the verified origin itself; never `javascript:` or another scheme. */
function usableIcon(icons: string[] | undefined, origin: string | undefined): string | undefined {
  return icons?.find((icon) => {
    try {
      const url = new URL(icon, origin)
      return url.protocol === 'https:' || (origin !== undefined && url.origin === origin)
    } catch {
      return false
    }
  })
}

/**
 * What the screen says of the app: its stated name and url beside the verified origin, flagged as
 * unverified when the url's origin is not the origin the frame verified, and its icon when one is usable.
 */
export function appMetadataFields(
  metadata: AppMetadata | undefined,
  origin: string | undefined,
): {
  fields: (DecodedField & { testId?: string })[]
  warnings: string[]
  icon?: (doc: Document) => HTMLElement
} {
  if (!metadata) return { fields: [], warnings: [] }
  const verified = origin !== undefined && originOf(metadata.url) === origin
  const suffix = verified ? '' : ' (unverified)'
  const fields: (DecodedField & { testId?: string })[] = []
  if (metadata.name)
    fields.push({ label: 'App', value: `${metadata.name}${suffix}`, testId: 'approve-app-name' })
  if (metadata.url) fields.push({ label: 'Stated url', value: `${metadata.url}${suffix}` })
  const src = usableIcon(metadata.icons, origin)
  return {
    fields,
    warnings: verified ? [] : [UNVERIFIED_METADATA_WARNING],
    ...(src
      ? {
          icon: (doc: Document) => {
            const img = doc.createElement('img')
            img.setAttribute('data-testid', 'approve-app-icon')
            img.alt = ''
            img.width = 32
            img.height = 32
            img.referrerPolicy = 'no-referrer'
            img.src = src
            return img
          },
        }
      : {}),
  }
}
