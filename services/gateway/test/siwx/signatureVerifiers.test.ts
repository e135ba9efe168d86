import { bitcoinTestKeys } from '@portico/test-wallet/bitcoin'
import { solanaTestKey } from '@portico/test-wallet/solana'
import { base58, base64 } from '@scure/base'
import { Signer } from 'bip322-js'
import { describe, expect, it } from 'vitest'
import { verifyBitcoinSignature } from '../../src/signatures/bitcoinSignature.js'
import { verifySolanaSignature } from '../../src/signatures/solanaSignature.js'

const MESSAGE = '127.0.0.1 wants you to sign in with your Solana account:'

describe('M sign-in signature verifiers with real keys', () => {
  it('M-02 Solana: ed25519 over the UTF-8 message, base58 or base64; another key, message or a mangled signature fail', () => {
    const key = solanaTestKey(0)
    const other = solanaTestKey(1)
    const signature = key.sign(new TextEncoder().encode(MESSAGE))
    expect(verifySolanaSignature(key.address, MESSAGE, base58.encode(signature))).toBe(true)
    expect(verifySolanaSignature(key.address, MESSAGE, base64.encode(signature))).toBe(true)
    expect(verifySolanaSignature(other.address, MESSAGE, base58.encode(signature))).toBe(false)
    expect(verifySolanaSignature(key.address, `${MESSAGE}!`, base58.encode(signature))).toBe(false)
    expect(verifySolanaSignature(key.address, MESSAGE, base58.encode(signature.slice(1)))).toBe(false)
    expect(verifySolanaSignature('not-an-address', MESSAGE, 'zz')).toBe(false)
  })

  it('M-02 Bitcoin: BIP-322 for native SegWit and Taproot testnet addresses; another address or message fail', () => {
    const [payment, ordinals] = bitcoinTestKeys(0)
    for (const key of [payment, ordinals]) {
      if (!key) throw new Error('test key missing')
      const signature = Signer.sign(key.wif, key.address, MESSAGE).toString()
      expect(verifyBitcoinSignature(key.address, MESSAGE, signature)).toBe(true)
      expect(verifyBitcoinSignature(key.address, `${MESSAGE}!`, signature)).toBe(false)
    }
    const signature = Signer.sign(payment?.wif ?? '', payment?.address ?? '', MESSAGE).toString()
    expect(verifyBitcoinSignature(bitcoinTestKeys(1)[0]?.address ?? '', MESSAGE, signature)).toBe(false)
    expect(verifyBitcoinSignature('tb1qnotanaddress', MESSAGE, 'AAAA')).toBe(false)
  })
})
