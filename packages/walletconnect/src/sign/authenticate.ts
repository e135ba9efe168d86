import { nowSeconds } from '../protocol/bytes.js'
import { WalletConnectProtocolError } from '../protocol/errors.js'
import { deriveSymKey, generateKeyPair, generateSymKey, topicOf } from '../protocol/keys.js'
import { REASONS, SESSION_TTL_SECONDS } from '../protocol/methods.js'
import { type AuthPayload, type Cacao, createRecap, recapMethods } from './authMessage.js'
import type { SignClient } from './signClient.js'
import { type Metadata, type Session, SignError } from './types.js'
import { verifyCacao } from './verifyCacao.js'

export type AuthenticateParameters = {
  /** CAIP-2 eip155 chains to sign in on (the first is the one the message names). */
  chains: string[]
  /** The app's host (`domain`) and the URI it signs in to (`aud`), per EIP-4361. */
  domain: string
  uri: string
  nonce: string
  statement?: string
  /** Methods the session grants (a ReCap resource); the fallback proposal asks for them too. */
  methods?: string[]
  /** Events of the fallback proposal. */
  events?: string[]
  /** EIP-4361 fields the message carries as given (ISO 8601 times; `issuedAt` defaults to now). */
  issuedAt?: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  /** Resources listed before the ReCap (which comes last, as EIP-5573 asks). */
  resources?: string[]
}

/** What a sign-in ends with: the session, and the signed messages (none when the wallet fell back). */
export type AuthenticateResult = { session: Session; auths: Cacao[] }

/** The ONE_HOUR of wc_sessionAuthenticate requests. */
const AUTH_EXPIRY_SECONDS = 60 * 60

/**
 * One-click connect and sign-in (`wc_sessionAuthenticate`): on one pairing, the authenticate request and, as
 * the fallback for a wallet without it (or one answering 10001), a session proposal for the same chains and
 * methods. Resolves with the session of whichever the wallet answers, and the verified CACAOs of a sign-in.
 */
export async function authenticate(
  client: SignClient,
  params: AuthenticateParameters,
): Promise<{ uri: string; response: Promise<AuthenticateResult> }> {
  if (params.chains.length === 0 || !params.chains.every((c) => c.startsWith('eip155:'))) {
    throw new WalletConnectProtocolError('INVALID_INPUT', 'authenticate: chains must be eip155 CAIP-2 ids')
  }
  const methods = params.methods ?? ['personal_sign']
  const pairingSymKey = generateSymKey()
  const { uri, approval } = await client.connect({
    optionalNamespaces: { eip155: { chains: params.chains, methods, events: params.events ?? [] } },
    pairingSymKey,
    methods: ['wc_sessionPropose', 'wc_sessionAuthenticate'],
  })
  const pairingTopic = await topicOf(pairingSymKey)
  const keyPair = await generateKeyPair()
  const responseTopic = await topicOf(keyPair.publicKey)
  client.authKeys.set(responseTopic, keyPair.privateKey)
  const authPayload: AuthPayload = {
    type: 'caip122',
    chains: params.chains,
    domain: params.domain,
    aud: params.uri,
    version: '1',
    nonce: params.nonce,
    iat: params.issuedAt ?? new Date().toISOString(),
    ...(params.statement ? { statement: params.statement } : {}),
    ...(params.expirationTime ? { exp: params.expirationTime } : {}),
    ...(params.notBefore ? { nbf: params.notBefore } : {}),
    ...(params.requestId ? { requestId: params.requestId } : {}),
    resources: [...(params.resources ?? []), createRecap(methods)],
  }
  const signIn = (async (): Promise<AuthenticateResult> => {
    await client.relay.subscribe(responseTopic)
    const answer = (await client.call(pairingTopic, 'wc_sessionAuthenticate', {
      authPayload,
      requester: { publicKey: keyPair.publicKey, metadata: client.options.metadata },
      expiryTimestamp: nowSeconds() + AUTH_EXPIRY_SECONDS,
    })) as { cacaos?: Cacao[]; responder?: { publicKey?: string; metadata?: Metadata } }
    return adoptSignIn(client, {
      pairingTopic,
      privateKey: keyPair.privateKey,
      publicKey: keyPair.publicKey,
      authPayload,
      answer,
    })
  })()
  const cleanup = () => {
    client.authKeys.delete(responseTopic)
    void client.relay.unsubscribe(responseTopic).catch(() => {})
  }
  const response = new Promise<AuthenticateResult>((resolve, reject) => {
    let pending = 2
    let failure: unknown
    const fail = (error: unknown) => {
      failure ??= error
      if (--pending === 0) reject(failure)
    }
    signIn.then((result) => {
      // The wallet signed in: the proposal it will never answer is dropped.
      for (const [id, proposal] of client.proposals)
        if (proposal.pairingTopic === pairingTopic) client.proposals.delete(id)
      resolve(result)
    }, fail)
    approval.then((session) => resolve({ session, auths: [] }), fail)
  })
  response.then(cleanup, cleanup)
  return { uri, response }
}

async function adoptSignIn(
  client: SignClient,
  input: {
    pairingTopic: string
    privateKey: string
    publicKey: string
    authPayload: AuthPayload
    answer: { cacaos?: Cacao[]; responder?: { publicKey?: string; metadata?: Metadata } }
  },
): Promise<AuthenticateResult> {
  const { answer } = input
  const responderKey = answer?.responder?.publicKey
  const cacaos = Array.isArray(answer?.cacaos) ? answer.cacaos : []
  if (typeof responderKey !== 'string' || !/^[0-9a-f]{64}$/.test(responderKey) || cacaos.length === 0) {
    throw new SignError(
      REASONS.SESSION_SETTLEMENT_FAILED.code,
      'The sign-in answer has no responder key or no signature',
    )
  }
  for (const cacao of cacaos) {
    const sameRequest =
      cacao?.p?.nonce === input.authPayload.nonce &&
      cacao.p.domain === input.authPayload.domain &&
      cacao.p.aud === input.authPayload.aud
    if (!sameRequest || !(await verifyCacao(cacao))) {
      throw new SignError(
        REASONS.SESSION_SETTLEMENT_FAILED.code,
        `The sign-in signature of ${String(cacao?.p?.iss)} does not verify`,
      )
    }
  }
  const accounts = [...new Set(cacaos.map((c) => c.p.iss.replace(/^did:pkh:/, '')))]
  const chains = [...new Set(accounts.map((a) => a.split(':').slice(0, 2).join(':')))]
  const methods = recapMethods(cacaos[0]?.p.resources?.at(-1))
  const symKey = await deriveSymKey(input.privateKey, responderKey)
  const topic = await topicOf(symKey)
  const session: Session = {
    topic,
    pairingTopic: input.pairingTopic,
    relay: { protocol: 'irn' },
    expiry: nowSeconds() + SESSION_TTL_SECONDS,
    acknowledged: true,
    controller: responderKey,
    namespaces: { eip155: { chains, accounts, methods, events: ['chainChanged', 'accountsChanged'] } },
    requiredNamespaces: {},
    optionalNamespaces: { eip155: { chains: input.authPayload.chains, methods, events: [] } },
    self: { publicKey: input.publicKey, metadata: client.options.metadata },
    peer: { publicKey: responderKey, metadata: answer.responder?.metadata as Metadata },
  }
  client.store.state.keys[topic] = symKey
  client.store.putSession(session)
  await client.store.save()
  await client.relay.subscribe(topic)
  client.notify('session_connect', session)
  return { session, auths: cacaos }
}
