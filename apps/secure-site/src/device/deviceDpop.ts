import { type DpopSigner, dpopSigner } from './dpopSigner.js'
import { deleteKey, loadOrCreateKey } from './keyStore.js'

/** Name of the DPoP key in the secure site's key store. */
export const DPOP_KEY_NAME = 'dpop'

/** The browser's signer: an ES256 (P-256) key pair, non-extractable, in the secure site's IndexedDB. */
export function deviceDpopSigner(): DpopSigner {
  return dpopSigner({
    load: () => loadOrCreateKey(DPOP_KEY_NAME, { name: 'ECDSA', namedCurve: 'P-256' }, ['sign', 'verify']),
    delete: () => deleteKey(DPOP_KEY_NAME),
  })
}
