/** Scheme and path of the sign-in URL the Farcaster app opens (its QR code on desktop, a link on mobile). */
export const FARCASTER_CONNECT_URL = 'farcaster://connect'

/**
 * The sign-in URL of a channel, `farcaster://connect?channelToken=…&nonce=…&siweUri=…&domain=…`: everything the
 * Farcaster app needs to build the message (`parseSignInURI` reads the channel token from it).
 */
export function channelUrl(p: {
  channelToken: string
  nonce: string
  siweUri: string
  domain: string
}): string {
  const query = new URLSearchParams({
    channelToken: p.channelToken,
    nonce: p.nonce,
    siweUri: p.siweUri,
    domain: p.domain,
  })
  return `${FARCASTER_CONNECT_URL}?${query.toString()}`
}

/** The channel token of `Authorization: Bearer <token>`, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer ([A-Za-z0-9_-]{43})$/.exec(header ?? '')
  return match?.[1]
}
