import type { Connector, Eip1193Provider } from '@portico/core'
import { EIP6963_ANNOUNCE_EVENT, EIP6963_REQUEST_EVENT, EVM_NAMESPACE } from './constants.js'

/** A validated EIP-6963 announcement. */
export type Eip6963Announcement = {
  info: { uuid: string; name: string; icon: string | undefined; rdns: string }
  provider: Eip1193Provider
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

/**
 * Validates an announcement's `detail`; undefined when it is unusable. An icon that is not a `data:image/`
 * URI (EIP-6963 requires one) is dropped, so a page never loads an image from a URL a wallet chose.
 */
export function parseAnnouncement(detail: unknown): Eip6963Announcement | undefined {
  const { info, provider } = (detail ?? {}) as { info?: Record<string, unknown>; provider?: Eip1193Provider }
  if (!info || !isText(info.uuid) || !isText(info.name) || !isText(info.rdns)) return undefined
  if (typeof provider?.request !== 'function') return undefined
  const icon = typeof info.icon === 'string' && info.icon.startsWith('data:image/') ? info.icon : undefined
  return { info: { uuid: info.uuid, name: info.name, icon, rdns: info.rdns }, provider }
}

/** The connector for an announced wallet: id and `info.rdns` are the wallet's rdns (TEST-CONTRACT ids). */
export function announcedConnector(announcement: Eip6963Announcement): Connector {
  const { info, provider } = announcement
  return {
    id: info.rdns,
    type: 'ANNOUNCED',
    name: info.name,
    chain: EVM_NAMESPACE,
    ...(info.icon ? { imageUrl: info.icon } : {}),
    info: { name: info.name, rdns: info.rdns, ...(info.icon ? { icon: info.icon } : {}) },
    provider,
  }
}

/**
 * Listens for EIP-6963 announcements on `target` and asks the wallets already there to announce.
 * Returns the function that stops listening.
 */
export function watchAnnouncements(
  target: Window,
  onAnnounce: (announcement: Eip6963Announcement) => void,
): () => void {
  const handler = (event: Event) => {
    const announcement = parseAnnouncement((event as CustomEvent).detail)
    if (announcement) onAnnounce(announcement)
    else console.warn('@portico/evm: ignored a malformed EIP-6963 announcement')
  }
  target.addEventListener(EIP6963_ANNOUNCE_EVENT, handler)
  target.dispatchEvent(new Event(EIP6963_REQUEST_EVENT))
  return () => target.removeEventListener(EIP6963_ANNOUNCE_EVENT, handler)
}
