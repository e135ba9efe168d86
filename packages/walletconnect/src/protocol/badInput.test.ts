import { describe, expect, it } from 'vitest'
import { checkGrantedNamespaces } from '../sign/validate.js'
import { open, seal } from './envelope.js'
import { generateSymKey, topicOf } from './keys.js'
import { formatPairingUri, parsePairingUri } from './uri.js'

const symKey = generateSymKey()
const good = formatPairingUri({
  topic: await topicOf(symKey),
  symKey,
  relay: { protocol: 'irn' },
  expiryTimestamp: 1_800_000_000,
})

describe('bad input is a clear error, never a crash', () => {
  it.each([
    ['not a wc: URI', 'https://example.org', 'expected wc:<topic>@2?<parameters>'],
    ['version 1', good.replace('@2?', '@1?'), 'unsupported version 1'],
    ['short topic', good.replace(/^wc:[0-9a-f]{4}/, 'wc:'), 'the topic must be 64 lowercase hex characters'],
    ['no symKey', good.replace(/symKey=[0-9a-f]+&?/, ''), 'symKey must be 64 lowercase hex characters'],
    ['no relay protocol', good.replace('relay-protocol=irn&', ''), 'relay-protocol is missing'],
    ['no expiry', good.replace(/&expiryTimestamp=\d+/, ''), 'expiryTimestamp must be a positive integer'],
    [
      'expiry not a number',
      good.replace(/expiryTimestamp=\d+/, 'expiryTimestamp=soon'),
      'expiryTimestamp must',
    ],
  ])('a malformed pairing URI (%s) names what is wrong', (_, uri, reason) => {
    expect(() => parsePairingUri(uri)).toThrow(`Invalid pairing URI: ${reason}`)
  })

  it('an envelope sealed with another key, a truncated one and an unknown type each fail with their code', async () => {
    const sealed = seal('{"id":1}', symKey)
    await expect(open(sealed, { symKey: generateSymKey() })).rejects.toThrow(
      expect.objectContaining({ code: 'DECRYPT_FAILED' }),
    )
    await expect(open(sealed.slice(0, 20), { symKey })).rejects.toThrow(
      expect.objectContaining({ code: 'INVALID_ENVELOPE' }),
    )
    await expect(open(`C${sealed.slice(1)}`, { symKey })).rejects.toThrow(
      expect.objectContaining({ code: 'INVALID_ENVELOPE' }),
    )
    await expect(open('%%%', { symKey })).rejects.toThrow(
      expect.objectContaining({ code: 'INVALID_ENVELOPE' }),
    )
    expect(await open(sealed, { symKey })).toBe('{"id":1}')
  })

  it('a settlement with a namespace that was not proposed, or without a required one, is refused', () => {
    const proposed = {
      required: {},
      optional: { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [] } },
    }
    const eip155 = { accounts: ['eip155:1:0xabc'], methods: ['personal_sign'], events: [] }
    expect(checkGrantedNamespaces({ eip155 }, proposed)).toEqual({ eip155 })
    expect(() =>
      checkGrantedNamespaces(
        { eip155, cosmos: { accounts: ['cosmos:hub:addr'], methods: [], events: [] } },
        proposed,
      ),
    ).toThrow('Namespace "cosmos" was not proposed.')
    expect(() => checkGrantedNamespaces({ eip155: { ...eip155, accounts: ['0xabc'] } }, proposed)).toThrow(
      'invalid CAIP-10 accounts',
    )
    expect(() =>
      checkGrantedNamespaces(
        { eip155 },
        {
          required: { solana: { chains: ['solana:x'], methods: [], events: [] } },
          optional: proposed.optional,
        },
      ),
    ).toThrow('Required namespace "solana" was not granted.')
  })
})
