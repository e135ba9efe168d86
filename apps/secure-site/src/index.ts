export { fromBase64Url, toBase64Url } from './custody/base64url.js'
export {
  type CustodySession,
  fetchWrapKey,
  type OpenedWallet,
  openOrCreateWallet,
} from './custody/custodyClient.js'
export { type EnvelopeBinding, openKey, sealKey, WRAP_KEY_BYTES } from './custody/keyEnvelope.js'
export { readRecoveryKit } from './custody/recoveryKit.js'
export { type EnvelopeSlot, openSlot } from './custody/userKeyEnvelope.js'
