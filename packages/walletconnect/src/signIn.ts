import type { CaipNetwork, SIWXMessageData, WalletConnectSignedIn } from '@portico/core'
import { EIP155_EVENTS, EIP155_METHODS } from './constants.js'
import { authenticate } from './sign/authenticate.js'
import { formatAuthMessage } from './sign/authMessage.js'
import type { SignClient } from './sign/signClient.js'
import type { Session } from './sign/types.js'

/**
 * SIWX over WalletConnect: one-click connect and sign-in (`wc_sessionAuthenticate`) with the fields of the SIWX
 * message core created (its domain, URI, nonce, statement, times and resources), on the app's eip155 chains
 * with the sign-in chain first. Resolves the session and, when the wallet signed in, the EIP-4361 text it
 * signed (address filled in, ReCap last) with its signature, checked against its issuer; when the wallet
 * answered the fallback proposal instead (no sign-in support, or 10001), `siwx` is undefined.
 */
export async function signInRequest(
  client: SignClient,
  networks: readonly CaipNetwork[],
  signIn: SIWXMessageData,
): Promise<{
  uri: string
  approval: Promise<{ session: Session; siwx: WalletConnectSignedIn | undefined }>
}> {
  const others = networks
    .filter((n) => n.chainNamespace === 'eip155' && n.caipNetworkId !== signIn.chainId)
    .map((n) => n.caipNetworkId)
  const { uri, response } = await authenticate(client, {
    chains: [signIn.chainId, ...others],
    domain: signIn.domain,
    uri: signIn.uri,
    nonce: signIn.nonce,
    issuedAt: signIn.issuedAt,
    methods: [...EIP155_METHODS],
    events: [...EIP155_EVENTS],
    ...(signIn.statement ? { statement: signIn.statement } : {}),
    ...(signIn.expirationTime ? { expirationTime: signIn.expirationTime } : {}),
    ...(signIn.notBefore ? { notBefore: signIn.notBefore } : {}),
    ...(signIn.requestId ? { requestId: signIn.requestId } : {}),
    ...(signIn.resources?.length ? { resources: signIn.resources } : {}),
  })
  const approval = response.then(({ session, auths }) => {
    const cacao = auths.find((c) => c.p.iss.startsWith(`did:pkh:${signIn.chainId}:`)) ?? auths[0]
    const siwx = cacao
      ? { message: formatAuthMessage(cacao.p, cacao.p.iss), signature: cacao.s.s }
      : undefined
    return { session, siwx }
  })
  return { uri, approval }
}
