import { nowSeconds } from '../protocol/bytes.js'
import { open, seal } from '../protocol/envelope.js'
import { isError, isRequest, type JsonRpcRequest, parsePayload, payloadId } from '../protocol/jsonRpc.js'
import { deriveSymKey, generateKeyPair, topicOf } from '../protocol/keys.js'
import { METHODS, REASONS, SESSION_TTL_SECONDS, type SignMethod } from '../protocol/methods.js'
import { generateClientSeed } from '../protocol/relayAuth.js'
import { parsePairingUri } from '../protocol/uri.js'
import { RecentSet } from '../relay/dedupe.js'
import { RelayClient, type RelayMessage } from '../relay/relayClient.js'
import type { ProposalNamespace, SessionNamespace } from '../sign/types.js'
import { NodeWebSocket } from './nodeWebSocket.js'

/** One namespace the wallet can grant: its chains, its account, what it allows and who answers. */
export type WalletNamespace = {
  /** CAIP-2 chains the wallet has an account on. */
  chains: readonly string[]
  /** The account's address on every one of those chains. */
  address: string
  methods: readonly string[]
  events: readonly string[]
  /** Answers a session request on one of the chains; a thrown `{ code, message }` is the error answer. */
  handle(method: string, params: unknown, chainId: string): Promise<unknown>
}

export type CreatePorticoWalletParameters = {
  relayUrl: string
  projectId?: string
  /** What the wallet grants, by namespace (eip155, solana, …): each only where the dapp proposed its chains. */
  namespaces: Record<string, WalletNamespace>
}

/** Our test wallet on WalletConnect (see {@link createPorticoWallet}). */
export type PorticoWallet = Awaited<ReturnType<typeof createPorticoWallet>>

type Params = Record<string, unknown>
const asParams = (value: unknown): Params =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Params) : {}

const errorOf = (error: unknown) => ({
  code: typeof (error as { code?: unknown })?.code === 'number' ? (error as { code: number }).code : -32603,
  message:
    error instanceof Error ? error.message : String((error as { message?: unknown })?.message ?? error),
})

const WALLET_METADATA = {
  name: 'Portico test wallet',
  description: 'Test wallet on our own client',
  url: 'http://127.0.0.1',
  icons: [],
}

/** The chains of `proposal` the wallet has, per namespace it can grant. */
function grant(
  wallet: Record<string, WalletNamespace>,
  proposed: Record<string, ProposalNamespace>[],
): Record<string, SessionNamespace> {
  const out: Record<string, SessionNamespace> = {}
  for (const [key, ns] of Object.entries(wallet)) {
    const asked = proposed.flatMap((p) => p[key]?.chains ?? [])
    const chains = ns.chains.filter((c) => asked.includes(c))
    if (chains.length === 0) continue
    out[key] = {
      chains,
      accounts: chains.map((c) => `${c}:${ns.address}`),
      methods: [...ns.methods],
      events: [...ns.events],
    }
  }
  return out
}

/**
 * Our own WalletConnect wallet for tests, on this package's protocol and relay code (no official client):
 * it pairs from a `wc:` URI, approves a proposal with the namespaces it has (fewer than proposed when it
 * lacks some), settles the session, answers session requests through each namespace's `handle`, answers
 * pings and deletes, and can emit events, update, extend and end sessions from its side. A
 * `wc_sessionAuthenticate` is refused with 10001 (the dapp then falls back to its proposal).
 */
export async function createPorticoWallet(parameters: CreatePorticoWalletParameters) {
  const keys = new Map<string, string>()
  const sessions = new Map<string, { namespaces: Record<string, SessionNamespace>; expiry: number }>()
  const calls = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>()
  const handled = new RecentSet(2000)
  const requests: { method: string; chainId: string }[] = []
  let rejectNext = false

  const relay = new RelayClient({
    relayUrl: parameters.relayUrl,
    projectId: parameters.projectId ?? 'portico-dev',
    seed: generateClientSeed(),
    WebSocket: NodeWebSocket,
    origin: 'http://127.0.0.1',
    onMessage: (message) => void route(message).catch(() => {}),
  })

  const publish = (
    topic: string,
    payload: unknown,
    options: { ttl: number; tag: number; prompt?: boolean },
  ) => {
    const symKey = keys.get(topic)
    if (!symKey) throw new Error(`No key for topic ${topic}`)
    return relay.publish(topic, seal(JSON.stringify(payload), symKey), options)
  }
  const respond = (topic: string, method: SignMethod, id: number, answer: Params) =>
    publish(topic, { id, jsonrpc: '2.0', ...answer }, METHODS[method].res)
  const call = (topic: string, method: SignMethod, params: unknown) => {
    const id = payloadId()
    const answer = new Promise<unknown>((resolve, reject) => calls.set(id, { resolve, reject }))
    return publish(topic, { id, jsonrpc: '2.0', method, params }, METHODS[method].req).then(() => answer)
  }

  async function route(message: RelayMessage) {
    const symKey = keys.get(message.topic)
    if (!symKey) return
    const payload = parsePayload(await open(message.message, { symKey }))
    if (!payload) return
    if (!isRequest(payload)) {
      const pending = calls.get(payload.id)
      calls.delete(payload.id)
      if (isError(payload)) pending?.reject(Object.assign(new Error(payload.error.message), payload.error))
      else pending?.resolve(payload.result)
      return
    }
    if (!handled.add(`${message.topic}:${payload.id}`)) return
    await answer(message.topic, payload)
  }

  async function answer(topic: string, request: JsonRpcRequest) {
    const params = asParams(request.params)
    switch (request.method) {
      case 'wc_sessionPropose':
        return approve(topic, request.id, params)
      case 'wc_sessionRequest': {
        const session = sessions.get(topic)
        const inner = asParams(params.request)
        const chainId = String(params.chainId)
        const method = String(inner.method)
        requests.push({ method, chainId })
        const ns = session?.namespaces[chainId.split(':')[0] ?? '']
        try {
          if (!ns?.chains?.includes(chainId)) throw REASONS.UNSUPPORTED_CHAINS
          if (!ns.methods.includes(method)) throw REASONS.UNSUPPORTED_METHODS
          const handler = parameters.namespaces[chainId.split(':')[0] ?? '']
          const result = await handler?.handle(method, inner.params, chainId)
          return respond(topic, 'wc_sessionRequest', request.id, { result })
        } catch (error) {
          return respond(topic, 'wc_sessionRequest', request.id, { error: errorOf(error) })
        }
      }
      case 'wc_sessionPing':
      case 'wc_pairingPing':
      case 'wc_sessionSettle':
        return respond(topic, request.method, request.id, { result: true })
      case 'wc_sessionDelete':
      case 'wc_pairingDelete':
        await respond(topic, request.method, request.id, { result: true }).catch(() => {})
        return forget(topic)
      default: {
        const method = request.method as SignMethod
        const options = METHODS[method]?.res ?? METHODS.wc_sessionRequest.res
        const reply = { id: request.id, jsonrpc: '2.0', error: REASONS.WC_METHOD_UNSUPPORTED }
        return publish(topic, reply, options)
      }
    }
  }

  /** wc_sessionPropose: derives the session key, answers with our key, then settles the session. */
  async function approve(pairingTopic: string, id: number, params: Params) {
    const proposer = asParams(params.proposer)
    if (rejectNext) {
      rejectNext = false
      return publish(
        pairingTopic,
        { id, jsonrpc: '2.0', error: REASONS.USER_REJECTED },
        METHODS.wc_sessionPropose.reject,
      )
    }
    const required = asParams(params.requiredNamespaces) as Record<string, ProposalNamespace>
    const optional = asParams(params.optionalNamespaces) as Record<string, ProposalNamespace>
    const namespaces = grant(parameters.namespaces, [required, optional])
    const self = await generateKeyPair()
    const symKey = await deriveSymKey(self.privateKey, String(proposer.publicKey))
    const sessionTopic = await topicOf(symKey)
    keys.set(sessionTopic, symKey)
    await relay.subscribe(sessionTopic)
    await respond(pairingTopic, 'wc_sessionPropose', id, {
      result: { relay: { protocol: 'irn' }, responderPublicKey: self.publicKey },
    })
    const expiry = nowSeconds() + SESSION_TTL_SECONDS
    sessions.set(sessionTopic, { namespaces, expiry })
    await call(sessionTopic, 'wc_sessionSettle', {
      relay: { protocol: 'irn' },
      namespaces,
      requiredNamespaces: required,
      optionalNamespaces: optional,
      pairingTopic,
      controller: { publicKey: self.publicKey, metadata: WALLET_METADATA },
      expiry,
    })
  }

  async function forget(topic: string) {
    sessions.delete(topic)
    await relay.unsubscribe(topic).catch(() => {})
    keys.delete(topic)
  }

  return {
    /** Requests the wallet answered, in order. */
    requests,
    /** Pairs with a dapp's `wc:` URI; the relay then hands over the proposal waiting there. */
    async pair(uri: string) {
      const pairing = parsePairingUri(uri)
      keys.set(pairing.topic, pairing.symKey)
      await relay.subscribe(pairing.topic)
    },
    /** The next session proposal is rejected ("User rejected."). */
    rejectNextProposal() {
      rejectNext = true
    },
    /** Topics of the live sessions. */
    sessionTopics: () => [...sessions.keys()],
    /** The namespaces granted in a session. */
    sessionNamespaces: (topic: string) => sessions.get(topic)?.namespaces,
    /** Emits a session event (accountsChanged, chainChanged, …) to the dapp; resolves once published. */
    emitEvent(topic: string, event: { name: string; data: unknown }, chainId: string) {
      // Like WalletKit, the wallet does not wait for the dapp's acknowledgement of an event.
      const id = payloadId()
      return publish(
        topic,
        { id, jsonrpc: '2.0', method: 'wc_sessionEvent', params: { event, chainId } },
        METHODS.wc_sessionEvent.req,
      )
    },
    /** Replaces a session's namespaces (wc_sessionUpdate). */
    async update(topic: string, namespaces: Record<string, SessionNamespace>) {
      await call(topic, 'wc_sessionUpdate', { namespaces })
      const session = sessions.get(topic)
      if (session) session.namespaces = namespaces
    },
    /** Extends a session by 7 days (wc_sessionExtend). */
    extend: (topic: string) =>
      call(topic, 'wc_sessionExtend', { expiry: nowSeconds() + SESSION_TTL_SECONDS }),
    /** Pings a session's dapp. */
    ping: (topic: string) => call(topic, 'wc_sessionPing', {}),
    /** Ends every session from the wallet side. */
    async disconnectAll() {
      for (const topic of [...sessions.keys()]) {
        await publish(
          topic,
          { id: payloadId(), jsonrpc: '2.0', method: 'wc_sessionDelete', params: REASONS.USER_DISCONNECTED },
          METHODS.wc_sessionDelete.req,
        )
        await forget(topic)
      }
    },
    /** Closes the relay socket. */
    close: async () => relay.close(),
  }
}
