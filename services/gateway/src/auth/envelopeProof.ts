/**
 * The message a key signs to prove it is the user's key before its envelopes change (issue 22). The secure
 * site builds the same text (apps/secure-site/src/custody/envelopeProof.ts); the integration tests sign on
 * one side and verify on the other, so the two cannot drift apart unnoticed.
 */
export interface EnvelopeChange {
  action: 'add' | 'remove'
  userId: string
  namespace: string
  id: string
  /** For `add`: the envelope's kind and text. */
  kind?: string
  envelope?: string
  /** ISO time the proof was made; the gateway accepts it for {@link PROOF_MAX_AGE_MS}. */
  issuedAt: string
}

/** How long a proof stays acceptable (either way, for clocks a little apart). */
export const PROOF_MAX_AGE_MS = 5 * 60_000

/** The text signed with `personal_sign` (EIP-191). */
export function envelopeProofMessage(c: EnvelopeChange): string {
  return [
    `Portico embedded wallet: ${c.action} key envelope`,
    `user: ${c.userId}`,
    `namespace: ${c.namespace}`,
    `id: ${c.id}`,
    ...(c.action === 'add' ? [`kind: ${c.kind}`, `envelope: ${c.envelope}`] : []),
    `issued: ${c.issuedAt}`,
  ].join('\n')
}
