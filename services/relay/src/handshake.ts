import type { IncomingMessage } from 'node:http'
import { verifyRelayJwt } from './auth.js'
import type { ProjectVerdict } from './projectCheck.js'

/** Longest project id accepted before asking anyone. */
const MAX_PROJECT_ID_CHARS = 128

/**
 * Result of checking a WebSocket upgrade request. A refusal is `retry` when the client should come back
 * later (the project check was unavailable): it gets HTTP 503 instead of the auth refusal.
 */
export type HandshakeResult =
  | { ok: true; clientId: string; projectId: string }
  | { ok: false; reason: string; useOnCloseEvent: boolean; retry: boolean }

/** What the handshake check needs to know. */
export interface HandshakePolicy {
  /** Relay URLs a client may have been given (the JWT `aud`). */
  audiences: readonly string[]
  /** When set, only these project ids may connect. */
  projectIds?: readonly string[] | undefined
  /** Longest auth JWT lifetime accepted, in seconds. */
  maxJwtLifetimeSeconds: number
  /** When set, asks whether the project exists (the gateway's project table). */
  checkProject?: ((projectId: string) => Promise<ProjectVerdict>) | undefined
}

/**
 * Checks the query of an upgrade request (`?auth=<jwt>&projectId=…&ua=…&useOnCloseEvent=true`):
 * a non-empty (and, with an allow-list, allowed) projectId, a valid auth JWT, then a project the
 * gateway knows.
 */
export async function checkHandshake(
  req: IncomingMessage,
  policy: HandshakePolicy,
): Promise<HandshakeResult> {
  let q: URLSearchParams
  try {
    q = new URL(req.url ?? '/', 'http://relay.invalid').searchParams
  } catch {
    return { ok: false, reason: 'Invalid request URL', useOnCloseEvent: false, retry: false }
  }
  const useOnCloseEvent = q.get('useOnCloseEvent') === 'true'
  const refuse = (reason: string, retry = false) => ({ ok: false as const, reason, useOnCloseEvent, retry })
  const projectId = q.get('projectId') ?? ''
  if (!projectId) return refuse('Invalid projectId: missing')
  if (projectId.length > MAX_PROJECT_ID_CHARS) return refuse('Invalid projectId: too long')
  if (policy.projectIds && !policy.projectIds.includes(projectId)) {
    return refuse('Invalid projectId: not allowed on this relay')
  }
  const auth = verifyRelayJwt(
    q.get('auth') ?? undefined,
    policy.audiences,
    undefined,
    policy.maxJwtLifetimeSeconds,
  )
  if (!auth.ok) return refuse(auth.reason)
  if (policy.checkProject) {
    const verdict = await policy.checkProject(projectId)
    if (!verdict.ok) return refuse(verdict.reason, verdict.kind === 'unavailable')
  }
  return { ok: true, clientId: auth.clientId, projectId }
}
