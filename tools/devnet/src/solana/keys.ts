import { mnemonicToSeedSync } from '@scure/bip39'
import {
  type Address,
  createKeyPairSignerFromPrivateKeyBytes,
  getAddressDecoder,
  type KeyPairSigner,
} from '@solana/kit'
import { HDKey } from 'micro-key-producer/slip10.js'
import { DEVNET_MNEMONIC } from '../constants.js'
import { SOLANA_DEVNET_ACCOUNT_COUNT } from './constants.js'

/** A Solana key of the development mnemonic. Development only: these keys are public. */
export interface SolanaDevnetKey {
  /** Derivation path, `m/44'/501'/<n>'/0'`. */
  path: string
  /** The 32-byte ed25519 private key (seed). */
  privateKey: Uint8Array
  /** The 32-byte ed25519 public key. */
  publicKey: Uint8Array
  /** Base58 address (the public key). */
  address: Address
}

/** The Solana derivation path of account `index` (Phantom's and Solflare's `m/44'/501'/<n>'/0'`). */
export const solanaDerivationPath = (index: number) => `m/44'/501'/${index}'/0'`

let seed: Uint8Array | undefined

/**
 * Derives Solana account `index` of the development mnemonic (SLIP-0010 ed25519 at `m/44'/501'/<index>'/0'`).
 * @throws when `index` is not an integer from 0 to 2^31 - 1.
 */
export function solanaDevnetKey(index: number): SolanaDevnetKey {
  if (!Number.isInteger(index) || index < 0 || index >= 2 ** 31) {
    throw new Error(`Solana account index must be an integer from 0 to 2^31 - 1, got ${index}`)
  }
  seed ??= mnemonicToSeedSync(DEVNET_MNEMONIC)
  const path = solanaDerivationPath(index)
  const key = HDKey.fromMasterSeed(seed).derive(path)
  const publicKey = key.publicKeyRaw
  return { path, privateKey: key.privateKey, publicKey, address: getAddressDecoder().decode(publicKey) }
}

/** A `@solana/kit` signer for account `index` of the development mnemonic. */
export function solanaDevnetSigner(index: number): Promise<KeyPairSigner> {
  return createKeyPairSignerFromPrivateKeyBytes(solanaDevnetKey(index).privateKey)
}

/** Addresses of the funded devnet Solana accounts, account 0 first. */
export const solanaDevnetAddresses = (): Address[] =>
  Array.from({ length: SOLANA_DEVNET_ACCOUNT_COUNT }, (_, index) => solanaDevnetKey(index).address)
