import { describe, expect, it } from 'vitest'
import { envelopeProofMessage } from './envelopeProof.js'

describe('envelopeProofMessage', () => {
  const base = { userId: 'u1', namespace: 'eip155', id: 'cred-1', issuedAt: '2026-11-27T15:00:00.000Z' }

  it('an added envelope names its kind and text, line by line', () => {
    expect(envelopeProofMessage({ ...base, action: 'add', kind: 'passkey', envelope: 'e30' })).toBe(
      [
        'Portico embedded wallet: add key envelope',
        'user: u1',
        'namespace: eip155',
        'id: cred-1',
        'kind: passkey',
        'envelope: e30',
        'issued: 2026-11-27T15:00:00.000Z',
      ].join('\n'),
    )
  })

  it('a removal names no envelope, so a proof for one cannot be replayed as the other', () => {
    const removal = envelopeProofMessage({ ...base, action: 'remove' })
    expect(removal).not.toContain('envelope:')
    expect(removal.split('\n')[0]).toBe('Portico embedded wallet: remove key envelope')
  })
})
