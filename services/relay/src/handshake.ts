import type { IncomingMessage } from 'node:http'
import { verifyRelayJwt } from './auth.js'

/** Result of checking a WebSocket upgrade request. */
export type HandshakeResult =
  | { ok: true; clientId: string; projectId: string }
  | { ok: false; reason: string; useOnCloseEvent: boolean }

/** What the handshake check needs to know. */
export interface HandshakePolicy {
  /** Relay URLs a client may have been given (the JWT `aud`). */
  audiences: readonly string[]
  /** When set, only these project ids may connect. */
  projectIds?: readonly string[] | undefined
}

/**
 * Checks the query of an upgrade request (`?auth=<jwt>&projectId=…&ua=…&useOnCloseEvent=true`):
 * a non-empty (and, with an allow-list, allowed) projectId and a valid auth JWT.
 */
export function checkHandshake(req: IncomingMessage, policy: HandshakePolicy): HandshakeResult {
  const url = new URL(req.url ?? '/', 'http://relay.invalid')
  const q = url.searchParams
  const useOnCloseEvent = q.get('useOnCloseEvent') === 'true'
  const projectId = q.get('projectId') ?? ''
  if (!projectId) return { ok: false, reason: 'Invalid projectId: missing', useOnCloseEvent }
  if (policy.projectIds && !policy.projectIds.includes(projectId)) {
    return { ok: false, reason: 'Invalid projectId: not allowed on this relay', useOnCloseEvent }
  }
  const auth = verifyRelayJwt(q.get('auth') ?? undefined, policy.audiences)
  if (!auth.ok) return { ok: false, reason: auth.reason, useOnCloseEvent }
  return { ok: true, clientId: auth.clientId, projectId }
}
