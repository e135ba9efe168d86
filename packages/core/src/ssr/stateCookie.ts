import { getPlainAddress, isCaipAddress, parseCaipNetworkId } from '../caip/caip.js'
import { isAddressForNamespace } from '../caip/validators.js'
import type { CaipNetworkId } from '../types/network.js'

/** The cookie that carries the visitor's network and address to the app's server (server rendering). */
export const PORTICO_STATE_COOKIE = 'portico.state'
/** How long the state cookie lives: 30 days, refreshed on every change. */
export const PORTICO_STATE_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60

/** What the server needs to render Portico's buttons as the visitor left them. */
export type PorticoSsrState = {
  /** The active network, e.g. `eip155:31337`. */
  caipNetworkId: CaipNetworkId
  /** The connected address on that network, if any. */
  address: string | undefined
}

/**
 * Reads Portico's state from a `Cookie` request header (or `document.cookie`): undefined when the cookie is
 * missing or malformed (a bad cookie renders the disconnected state; it never throws on the server).
 *
 * @example
 * // Next.js server component
 * const state = parsePorticoStateCookie((await headers()).get('cookie'))
 */
export function parsePorticoStateCookie(
  cookieHeader: string | null | undefined,
): PorticoSsrState | undefined {
  if (!cookieHeader) return undefined
  const prefix = `${PORTICO_STATE_COOKIE}=`
  const raw = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length)
  if (!raw) return undefined
  let value: string
  try {
    value = decodeURIComponent(raw)
  } catch {
    return undefined
  }
  if (isCaipAddress(value)) {
    const address = getPlainAddress(value) as string
    const caipNetworkId = value.slice(0, -address.length - 1) as CaipNetworkId
    return isAddressForNamespace(caipNetworkId.split(':')[0] as string, address)
      ? { caipNetworkId, address }
      : undefined
  }
  try {
    const { namespace, reference } = parseCaipNetworkId(value)
    return { caipNetworkId: `${namespace}:${reference}`, address: undefined }
  } catch {
    return undefined
  }
}

/**
 * The `document.cookie` assignment that stores `state` (the CAIP-10 address when connected, else the network
 * id), readable by the server on the next request; `SameSite=Lax`, path `/`.
 */
export function porticoStateCookie(state: PorticoSsrState): string {
  const value = state.address ? `${state.caipNetworkId}:${state.address}` : state.caipNetworkId
  return `${PORTICO_STATE_COOKIE}=${encodeURIComponent(value)}; Path=/; Max-Age=${PORTICO_STATE_COOKIE_MAX_AGE_S}; SameSite=Lax`
}
