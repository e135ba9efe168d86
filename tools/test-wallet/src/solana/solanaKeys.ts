import { ed25519 } from '@noble/curves/ed25519'
import { DEV_MNEMONIC } from '@portico/core/dev'
import { mnemonicToSeedSync } from '@scure/bip39'
import { getBase58Decoder } from '@solana/kit'
import { HDKey } from 'micro-key-producer/slip10.js'

/** The development mnemonic; the devnet funds its Solana accounts at m/44'/501'/<n>'/0'. */
export const SOLANA_TEST_MNEMONIC = DEV_MNEMONIC

/** A Solana key of the test wallet. Development only: the mnemonic is public. */
export interface SolanaTestKey {
  address: string
  publicKey: Uint8Array
  /** Signs `bytes` with ed25519 (64-byte signature). */
  sign(bytes: Uint8Array): Uint8Array
}

/**
 * Account `index` of the development mnemonic at `m/44'/501'/<index>'/0'` (SLIP-0010 ed25519), pure JS so it
 * runs in any browser.
 */
export function solanaTestKey(index: number, mnemonic = SOLANA_TEST_MNEMONIC): SolanaTestKey {
  if (!Number.isInteger(index) || index < 0 || index >= 2 ** 31) {
    throw new Error(`Solana account index must be an integer from 0 to 2^31 - 1, got ${index}`)
  }
  const key = HDKey.fromMasterSeed(mnemonicToSeedSync(mnemonic)).derive(`m/44'/501'/${index}'/0'`)
  const publicKey = key.publicKeyRaw
  const privateKey = key.privateKey
  return {
    address: getBase58Decoder().decode(publicKey),
    publicKey,
    sign: (bytes) => ed25519.sign(bytes, privateKey),
  }
}
