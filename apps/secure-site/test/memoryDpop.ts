import { type DpopSigner, dpopSigner } from '../src/device/dpopSigner.js'

/**
 * A signer whose non-extractable key lives in memory only: one device for the Node tests of the secure site
 * (no IndexedDB there). The browser uses `deviceDpopSigner` (src/device/deviceDpop.ts).
 */
export function memoryDpopSigner(): DpopSigner {
  let pair: Promise<CryptoKeyPair> | undefined
  return dpopSigner({
    load: () => {
      pair ??= crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify'])
      return pair
    },
    delete: async () => {
      pair = undefined
    },
  })
}
