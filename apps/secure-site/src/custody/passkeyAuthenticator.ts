import { fromBase64Url } from './base64url.js'

/** The PRF input every wallet passkey is evaluated at (one fixed salt: the output is the wallet's secret). */
export const PRF_SALT = new TextEncoder().encode('portico/embedded-wallet/prf/v1')

/** A passkey's answer: its credential id (base64url) and its PRF output for {@link PRF_SALT}, when given. */
export interface PasskeyAnswer {
  id: string
  secret: Uint8Array | null
}

/** What the custody needs of the user's passkeys (WebAuthn in the browser; a software one in tests). */
export interface PasskeyAuthenticator {
  /** Creates a discoverable passkey with user verification for this user. */
  create(user: { userId: string; name: string }): Promise<PasskeyAnswer>
  /** Asks for one of `ids` (any of this site's passkeys when empty), with user verification. */
  assert(ids: string[]): Promise<PasskeyAnswer>
}

type PrfOutput = { enabled?: boolean; results?: { first?: BufferSource } }

const secretOf = (prf: PrfOutput | undefined): Uint8Array | null => {
  const first = prf?.results?.first
  if (!first) return null
  const bytes =
    first instanceof ArrayBuffer ? new Uint8Array(first) : new Uint8Array((first as ArrayBufferView).buffer)
  return bytes.length === 32 ? bytes.slice() : null
}

const challenge = () => crypto.getRandomValues(new Uint8Array(32))

/**
 * The browser's passkeys through WebAuthn with the PRF extension, RP ID = the secure site's own host. The
 * challenge is not checked by any server: nothing here is a login; the PRF output opening the envelope is the
 * proof. `create` needs a click on this origin (a cross-origin iframe has no other way to create a credential).
 */
export function webAuthnAuthenticator(
  nav: Navigator = navigator,
  rpId: string = location.hostname,
): PasskeyAuthenticator {
  return {
    async create(user) {
      const userHandle = new TextEncoder().encode(user.userId).slice(0, 64)
      const credential = (await nav.credentials.create({
        publicKey: {
          rp: { id: rpId, name: 'Portico wallet' },
          user: { id: userHandle, name: user.name, displayName: user.name },
          challenge: challenge(),
          pubKeyCredParams: [
            { type: 'public-key', alg: -7 },
            { type: 'public-key', alg: -257 },
          ],
          authenticatorSelection: {
            residentKey: 'required',
            requireResidentKey: true,
            userVerification: 'required',
          },
          extensions: { prf: { eval: { first: PRF_SALT } } } as AuthenticationExtensionsClientInputs,
        },
      })) as PublicKeyCredential | null
      if (!credential) throw new Error('No passkey was created')
      const prf = (credential.getClientExtensionResults() as { prf?: PrfOutput }).prf
      return { id: credential.id, secret: secretOf(prf) }
    },
    async assert(ids) {
      const credential = (await nav.credentials.get({
        publicKey: {
          rpId,
          challenge: challenge(),
          allowCredentials: ids.map((id) => ({
            type: 'public-key' as const,
            id: fromBase64Url(id) as BufferSource,
          })),
          userVerification: 'required',
          extensions: { prf: { eval: { first: PRF_SALT } } } as AuthenticationExtensionsClientInputs,
        },
      })) as PublicKeyCredential | null
      if (!credential) throw new Error('No passkey was chosen')
      const prf = (credential.getClientExtensionResults() as { prf?: PrfOutput }).prf
      return { id: credential.id, secret: secretOf(prf) }
    },
  }
}
