import * as ecc from '@bitcoinerlab/secp256k1'
import * as bitcoin from 'bitcoinjs-lib'
import { ECPairFactory } from 'ecpair'
import type { BitcoinTestKey } from './bitcoinKeys.js'

const ECPair = ECPairFactory(ecc)

/**
 * Signs the inputs `signInputs` names (address → input indexes) of a base64 PSBT with the matching keys and
 * returns the PSBT in base64 (not finalised, as sats-connect's `signPsbt` without broadcast).
 * @throws when an address is not the wallet's or an index is out of range.
 */
export function signPsbt(
  psbtBase64: string,
  signInputs: Record<string, number[]>,
  keys: BitcoinTestKey[],
): string {
  const psbt = bitcoin.Psbt.fromBase64(psbtBase64, { network: bitcoin.networks.testnet })
  for (const [address, indexes] of Object.entries(signInputs)) {
    const key = keys.find((candidate) => candidate.address === address)
    if (!key) throw new Error(`The wallet does not hold ${address}`)
    if (key.purpose !== 'payment') throw new Error('The test wallet signs payment (P2WPKH) inputs only')
    const pair = ECPair.fromPrivateKey(key.privateKey, { network: bitcoin.networks.testnet })
    for (const index of indexes) {
      if (!Number.isInteger(index) || index < 0 || index >= psbt.inputCount)
        throw new Error(`No input ${index}`)
      psbt.signInput(index, { publicKey: pair.publicKey, sign: (hash) => pair.sign(hash) })
    }
  }
  return psbt.toBase64()
}
