import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { generateKeyPair, SignJWT } from 'jose'

/** How the next ID token of {@link startFaultyIdTokenProvider} is wrong. */
export type IdTokenFault = 'none' | 'nonce' | 'expired' | 'audience'

/** A running misbehaving token endpoint. */
export interface FaultyIdTokenProvider {
  /** `http://127.0.0.1:<port>`: the issuer its tokens name. */
  issuer: string
  /** Sets the fault and the nonce the next ID token is built around. */
  next(fault: IdTokenFault, nonce: string): void
  close(): Promise<void>
}

/**
 * A test stand-in for an OpenID provider's token endpoint that signs ID tokens with one chosen fault (a wrong
 * nonce, expired, another audience), which the development identity provider cannot do (it only issues good
 * tokens). Its keys are not published: point the gateway at it with no `jwksUri` (the ID token comes straight
 * from the token endpoint over TLS in production, so openid-client checks its claims, not its signature).
 */
export async function startFaultyIdTokenProvider(options: {
  /** The audience of good tokens: the client id the gateway uses. */
  clientId: string
  /** The user's display name claim (`name`). */
  name?: string
}): Promise<FaultyIdTokenProvider> {
  const { privateKey } = await generateKeyPair('RS256')
  let fault: IdTokenFault = 'none'
  let nonce = ''
  const server = createServer((req, res) => {
    const now = Math.floor(Date.now() / 1000)
    void new SignJWT({ nonce: fault === 'nonce' ? 'not-the-nonce' : nonce, name: options.name ?? 'Mallory' })
      .setProtectedHeader({ alg: 'RS256' })
      .setIssuer(issuer)
      .setSubject('mallory')
      .setAudience(fault === 'audience' ? 'someone-else' : options.clientId)
      .setIssuedAt(fault === 'expired' ? now - 7200 : now)
      .setExpirationTime(fault === 'expired' ? now - 3600 : now + 600)
      .sign(privateKey)
      .then((idToken) => {
        req.resume()
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(
          JSON.stringify({ access_token: 'at', token_type: 'Bearer', expires_in: 60, id_token: idToken }),
        )
      })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    issuer,
    next(f, n) {
      fault = f
      nonce = n
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
