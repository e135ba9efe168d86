import type { FastifyRequest } from 'fastify'
import { ApiError } from '../http/errors.js'
import type { SiwxBearer } from '../siwx/siwxBearer.js'
import type { OnrampProviderName } from './onrampConfig.js'

/**
 * The providers whose checkout URL the gateway signs with the operator's secret: the provider then trusts the
 * wallet address in it as one the partner vetted. They are built only for an address the caller proved it holds.
 * (Meld's URL carries a public key only; anyone can build it. The sandbox exists in development only.)
 */
export const SIGNED_URL_PROVIDERS: readonly OnrampProviderName[] = ['moonpay']

/** The 403 of a signed URL asked for an address the caller's session does not hold. */
export const NOT_YOUR_ADDRESS_MESSAGE =
  'The buyer address is not the signed-in account: sign in with the wallet that receives the purchase'

/** Two addresses of one namespace are the same account (EVM hex is case-insensitive; others exact). */
const sameAddress = (namespace: string, a: string, b: string) =>
  namespace === 'eip155' ? a.toLowerCase() === b.toLowerCase() : a === b

/**
 * Checks that the caller holds `address` on `namespace`: a live sign-in-with-X session of this project
 * (`Authorization: Bearer <token>`, from `POST /auth/v1/siwx/verify`) for that account. Throws 401 without a live
 * session, 403 when the session is another account's.
 */
export async function requireBuyerProof(
  req: FastifyRequest,
  bearer: SiwxBearer,
  projectId: string,
  namespace: string,
  address: string,
): Promise<void> {
  const session = await bearer.session(req, projectId)
  const [sessionNamespace] = session.account.split(':')
  const sessionAddress = session.account.slice(session.account.lastIndexOf(':') + 1)
  if (sessionNamespace !== namespace || !sameAddress(namespace, sessionAddress, address))
    throw new ApiError(403, 'UNAUTHORIZED', NOT_YOUR_ADDRESS_MESSAGE, 'body.destinationWallets[0].address')
}
