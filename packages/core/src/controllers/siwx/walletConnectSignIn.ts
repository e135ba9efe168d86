import { InvalidWalletResponseError } from '../../errors/errors.js'
import { parseSiwxMessage } from '../../siwx/siwxMessage.js'
import type { SIWXConfig } from '../../siwx/siwxTypes.js'
import type { WalletConnectSignedIn } from '../../types/walletconnect.js'
import type { EmbeddedSiwxRequest } from './embeddedSignIn.js'

/**
 * M-02 over WalletConnect (one-click connect and sign-in): stores what the wallet signed as the session, after
 * checking it is one of the sign-ins asked for in this connect (one per pairing): same domain, URI, version,
 * nonce and issue time, on an eip155 chain. The wallet fills in its address and adds the ReCap of the
 * session's methods (EIP-5573), so the text is parsed rather than compared; the app's `addSession` (the
 * gateway, with `siwx: true`) verifies the signature.
 * @returns the sign-in request the wallet signed.
 * @throws when the wallet signed another sign-in, or `addSession` refuses it.
 */
export async function completeWalletConnectSiwx(
  siwx: SIWXConfig,
  issued: readonly EmbeddedSiwxRequest[],
  signed: WalletConnectSignedIn,
): Promise<EmbeddedSiwxRequest> {
  const data = parseSiwxMessage(signed.message)
  const request = issued.find(({ data: asked }) =>
    (['domain', 'uri', 'version', 'nonce', 'issuedAt'] as const).every((k) => data[k] === asked[k]),
  )
  if (!request || !data.chainId.startsWith('eip155:'))
    throw new InvalidWalletResponseError('The wallet signed another sign-in than the one it was asked for')
  await siwx.addSession({ data, message: signed.message, signature: signed.signature })
  return request
}
