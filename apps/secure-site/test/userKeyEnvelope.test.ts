import { describe, expect, it } from 'vitest'
import { envelopeFile, readEnvelopeFile } from '../src/custody/envelopeFile.js'
import { kitFile, newRecoveryKit, readRecoveryKit } from '../src/custody/recoveryKit.js'
import { EnvelopeError, type EnvelopeSlot, openSlot, sealForSlot } from '../src/custody/userKeyEnvelope.js'

// Issue 22 (bad input): the passkey-mode envelope format. No requirement ID covers custody; the issue does.
const key = crypto.getRandomValues(new Uint8Array(32))
const prf = crypto.getRandomValues(new Uint8Array(32))
const slot: EnvelopeSlot = {
  userId: 'user-a',
  namespace: 'eip155',
  address: '0x00000000000000000000000000000000000000Aa',
  kind: 'passkey',
  id: 'credential-id-0001',
}

/** Flips one bit of the envelope's ciphertext part. */
function tamper(envelope: string): string {
  const [v, nonce, sealed] = envelope.split('.') as [string, string, string]
  const bytes = Buffer.from(sealed, 'base64url')
  bytes[3] = (bytes[3] as number) ^ 1
  return [v, nonce, bytes.toString('base64url')].join('.')
}

describe('passkey-mode envelopes (issue 22)', () => {
  it('opens with the PRF output it was sealed under, for its own slot', async () => {
    const envelope = await sealForSlot(prf, key, slot)
    expect(envelope).toMatch(/^v2\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{64}$/)
    expect(await openSlot(prf, envelope, slot)).toEqual(key)
    // The address binding ignores case (checksummed or not).
    expect(await openSlot(prf, envelope, { ...slot, address: slot.address.toLowerCase() })).toEqual(key)
  })

  it('a wrong PRF output, a tampered envelope, or another slot each fail with a clear error', async () => {
    const envelope = await sealForSlot(prf, key, slot)
    const wrong = crypto.getRandomValues(new Uint8Array(32))
    const refused = 'This passkey or recovery kit does not open this wallet'
    await expect(openSlot(wrong, envelope, slot)).rejects.toThrow(refused)
    await expect(openSlot(prf, tamper(envelope), slot)).rejects.toThrow(refused)
    for (const other of [
      { ...slot, userId: 'user-b' },
      { ...slot, address: '0x00000000000000000000000000000000000000bb' },
      { ...slot, id: 'credential-id-0002' },
      { ...slot, kind: 'kit' as const },
      { ...slot, namespace: 'solana' },
    ]) {
      await expect(openSlot(prf, envelope, other)).rejects.toBeInstanceOf(EnvelopeError)
    }
    await expect(openSlot(prf, 'v1.abc.def', slot)).rejects.toThrow('This is not a Portico key envelope (v2)')
    await expect(openSlot(prf, 'v2.!!.??', slot)).rejects.toThrow('This key envelope is damaged')
    await expect(openSlot(prf, `${envelope}x`, slot)).rejects.toThrow('This key envelope is damaged')
    await expect(openSlot(prf.slice(1), envelope, slot)).rejects.toThrow('The secret must be 32 bytes')
  })

  it('a recovery kit round-trips through its words and its file, and finds its own envelope id', async () => {
    const kit = await newRecoveryKit()
    expect(kit.phrase.split(' ')).toHaveLength(24)
    const fromWords = await readRecoveryKit(`  ${kit.phrase.toUpperCase()}\n`)
    const fromFile = await readRecoveryKit(kitFile(kit, slot.address))
    expect(fromWords.secret).toEqual(kit.secret)
    expect(fromFile.id).toBe(kit.id)
    const kitSlot = { ...slot, kind: 'kit' as const, id: kit.id }
    const envelope = await sealForSlot(kit.secret, key, kitSlot)
    expect(await openSlot(fromFile.secret, envelope, kitSlot)).toEqual(key)
    // Another user's kit: another id, and under this user's slot it does not open either.
    const other = await newRecoveryKit()
    expect(other.id).not.toBe(kit.id)
    await expect(openSlot(other.secret, envelope, kitSlot)).rejects.toThrow('does not open this wallet')
    const words = kit.phrase.split(' ')
    words[0] = words[0] === 'abandon' ? 'ability' : 'abandon'
    await expect(readRecoveryKit(words.join(' '))).rejects.toThrow('This is not a recovery kit')
    await expect(readRecoveryKit('{"format":"other"}')).rejects.toThrow('This is not a recovery kit')
  })

  it('the envelope file carries a kit envelope and its slot, and refuses anything else', async () => {
    const kit = await newRecoveryKit()
    const kitSlot = { ...slot, kind: 'kit' as const, id: kit.id }
    const envelope = await sealForSlot(kit.secret, key, kitSlot)
    const file = readEnvelopeFile(envelopeFile(kitSlot, envelope))
    expect(await openSlot(kit.secret, file.envelope, file)).toEqual(key)
    expect(() => envelopeFile(slot, envelope)).toThrow('Only a recovery-kit envelope can be exported')
    expect(() => readEnvelopeFile('not json')).toThrow('This is not a Portico envelope file')
    expect(() => readEnvelopeFile(JSON.stringify({ ...file, kind: 'passkey' }))).toThrow(
      'This is not a Portico envelope file',
    )
  })
})
