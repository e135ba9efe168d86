/**
 * The message a key signs to prove it is the user's key before its envelopes change (issue 22). The secure site
 * builds it and signs it with `personal_sign`; the gateway rebuilds it from the request and verifies the
 * signature against the user's address. One home, so the two sides cannot drift apart.
 */
export interface EnvelopeChange {
  action: 'add' | 'remove'
  userId: string
  namespace: string
  id: string
  /** For `add`: the envelope's kind and text. */
  kind?: string
  envelope?: string
  /** ISO time the proof was made; the gateway accepts it for {@link ENVELOPE_PROOF_MAX_AGE_MS}. */
  issuedAt: string
}

/** How long an envelope proof stays acceptable (either way, for clocks a little apart). */
export const ENVELOPE_PROOF_MAX_AGE_MS = 5 * 60_000

/** The text signed with `personal_sign` (EIP-191). */
export function envelopeProofMessage(change: EnvelopeChange): string {
  return [
    `Portico embedded wallet: ${change.action} key envelope`,
    `user: ${change.userId}`,
    `namespace: ${change.namespace}`,
    `id: ${change.id}`,
    ...(change.action === 'add' ? [`kind: ${change.kind}`, `envelope: ${change.envelope}`] : []),
    `issued: ${change.issuedAt}`,
  ].join('\n')
}
