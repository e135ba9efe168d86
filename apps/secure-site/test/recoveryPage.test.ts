import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain ES module script without types (the page's build).
import { buildRecoveryPage } from '../recovery/build.mjs'
import { recover } from '../recovery/recoveryPage.js'
import { envelopeFile } from '../src/custody/envelopeFile.js'
import { kitFile, newRecoveryKit } from '../src/custody/recoveryKit.js'
import { sealForSlot } from '../src/custody/userKeyEnvelope.js'

// Issue 22, exit: the standalone recovery page's logic (the browser test opens the page itself from file://).
describe('recovery page (issue 22)', () => {
  it('recovery.html is one static file in the repository: its inline script is the build of its sources, no outside resource', async () => {
    const committed = readFileSync(join(import.meta.dirname, '../recovery/recovery.html'), 'utf8')
    expect(committed).toBe(await buildRecoveryPage())
    expect(committed).toContain('data-testid="recovery-open"')
    expect(committed).toMatch(/<script>.{10000,}<\/script>/s)
    expect(committed).not.toMatch(/<script[^>]+src=|<link[^>]+href=|https?:\/\/(?!www\.w3\.org)/)
  })

  it('opens an exported envelope with its kit (words or file); another kit or a tampered file is refused', async () => {
    const privateKey = generatePrivateKey()
    const address = privateKeyToAddress(privateKey)
    const kit = await newRecoveryKit()
    const slot = { userId: 'u-1', namespace: 'eip155', address, kind: 'kit' as const, id: kit.id }
    const file = envelopeFile(
      slot,
      await sealForSlot(kit.secret, Buffer.from(privateKey.slice(2), 'hex'), slot),
    )
    expect(await recover(file, kit.phrase)).toEqual({ privateKey, address })
    expect(await recover(file, kitFile(kit, address))).toEqual({ privateKey, address })
    const other = await newRecoveryKit()
    await expect(recover(file, other.phrase)).rejects.toThrow(
      'This recovery kit does not belong to this envelope',
    )
    const tampered = file.replace(/"userId": "u-1"/, '"userId": "u-2"')
    await expect(recover(tampered, kit.phrase)).rejects.toThrow('does not open this wallet')
    await expect(recover('{}', kit.phrase)).rejects.toThrow('This is not a Portico envelope file')
  })
})
