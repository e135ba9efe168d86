/** REQUIREMENTS L: the names errors, verbatim. */
export const NameErrorMessages = {
  /** L-05 */
  NETWORK_NOT_FOUND: 'Network not found',
  ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND: 'Address or auth connector not found',
  /** L-06 */
  REGISTERING: 'Error registering name',
  /** L-08 */
  RESOLVING: 'Error resolving name',
  /** L-09 */
  SUGGESTIONS: 'Error fetching name suggestions',
  /** L-10 (proposed) */
  REVERSE: 'Error fetching names for address',
} as const

/** L-07 (proposed): the tags of a suggestion. */
export const NameTags = { REGISTERED: 'Registered', AVAILABLE: 'Available' } as const

/** L-06, L-08 (proposed): the gateway's own reason (its JSON `message`) when it gave one, else `fallback`. */
export function serverReason(details: string | undefined, fallback: string): string {
  try {
    const body = JSON.parse(details ?? '') as { message?: unknown; reasons?: { description?: unknown }[] }
    const reason = body.reasons?.[0]?.description ?? body.message
    return typeof reason === 'string' && reason.trim() ? reason : fallback
  } catch {
    return fallback
  }
}
