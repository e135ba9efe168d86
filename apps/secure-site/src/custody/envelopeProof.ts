/**
 * The message the key signs before its envelopes change at the gateway, the same text as the gateway's
 * services/gateway/src/auth/envelopeProof.ts (the integration tests sign here and verify there).
 */
export interface EnvelopeChange {
  action: 'add' | 'remove'
  userId: string
  namespace: string
  id: string
  kind?: string
  envelope?: string
  issuedAt: string
}

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
