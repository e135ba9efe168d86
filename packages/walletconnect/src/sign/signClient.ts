import { Emitter } from '../emitter.js'
import { nowSeconds } from '../protocol/bytes.js'
import { seal } from '../protocol/envelope.js'
import { WalletConnectProtocolError } from '../protocol/errors.js'
import { type JsonRpcRequest, payloadId } from '../protocol/jsonRpc.js'
import { generateKeyPair, generateSymKey, topicOf } from '../protocol/keys.js'
import {
  FIVE_MINUTES,
  METHODS,
  PAIRING_TTL_SECONDS,
  REASONS,
  SESSION_TTL_SECONDS,
  type SignMethod,
} from '../protocol/methods.js'
import { primitives } from '../protocol/primitives.js'
import { formatPairingUri } from '../protocol/uri.js'
import { RecentSet } from '../relay/dedupe.js'
import { RelayClient, type WebSocketConstructor } from '../relay/relayClient.js'
import type { KeyValueStorage } from '../storage.js'
import { routeMessage } from './route.js'
import { StateStore } from './state.js'
import { type Metadata, type Pairing, type ProposalNamespace, type Session, SignError } from './types.js'
import { checkProposalNamespaces, grantedChains, namespaceOf } from './validate.js'

export type SignClientEvents = {
  session_connect: [Session]
  session_update: [{ topic: string; namespaces: Session['namespaces'] }]
  session_extend: [{ topic: string; expiry: number }]
  session_event: [{ topic: string; params: { event: { name: string; data: unknown }; chainId: string } }]
  session_ping: [{ topic: string }]
  session_delete: [{ topic: string; reason: { code: number; message: string } }]
  session_expire: [{ topic: string }]
  pairing_delete: [{ topic: string }]
  /** A message that could not be used (unknown topic, no decryption, malformed) or a relay failure. */
  error: [WalletConnectProtocolError | SignError]
}

export type SignClientOptions = {
  projectId: string
  relayUrl: string
  metadata: Metadata
  storage: KeyValueStorage
  storagePrefix: string
  WebSocket?: WebSocketConstructor | undefined
}

/** A call we wait an answer for: its method and what to do with the answer. */
export type PendingCall = {
  method: SignMethod
  topic: string
  resolve(result: unknown): void
  reject(error: SignError): void
  timer?: ReturnType<typeof setTimeout>
}

/** A proposal waiting for the wallet: our key and the namespaces we asked for. */
export type OpenProposal = {
  id: number
  pairingTopic: string
  publicKey: string
  requiredNamespaces: Record<string, ProposalNamespace>
  optionalNamespaces: Record<string, ProposalNamespace>
  sessionProperties?: Record<string, string>
  expiry: number
  resolve(session: Session): void
  reject(error: Error): void
}

const EXPIRY_CHECK_MS = 10_000

/**
 * The dapp side of the WalletConnect Sign API (v2), on the relay client: pairing and session proposal,
 * settlement, requests with expiry, events, update, extend, ping and delete for sessions and pairings,
 * expiry, and restore from storage. The wallet is the controller; this client never settles a session.
 */
export class SignClient extends Emitter<SignClientEvents> {
  readonly relay: RelayClient
  /** @internal calls waiting for an answer, by JSON-RPC id. */
  readonly calls = new Map<number, PendingCall>()
  /** @internal proposals by id, and by the session topic their answer derived. */
  readonly proposals = new Map<number, OpenProposal>()
  readonly proposalsBySessionTopic = new Map<string, OpenProposal>()
  /** @internal ids of the peer's requests already handled (at-least-once delivery). */
  readonly handled = new RecentSet(2000)
  /** @internal private keys of open wc_sessionAuthenticate requests, by their response topic. */
  readonly authKeys = new Map<string, string>()
  private expiryTimer: ReturnType<typeof setInterval> | undefined

  private constructor(
    readonly options: SignClientOptions,
    readonly store: StateStore,
  ) {
    super()
    this.relay = new RelayClient({
      relayUrl: options.relayUrl,
      projectId: options.projectId,
      seed: store.state.seed,
      WebSocket: options.WebSocket,
      onMessage: (message) => {
        routeMessage(this, message).catch((error) => this.emit('error', error))
      },
    })
    this.relay.on('error', (error) => this.emit('error', error))
  }

  /** Loads the stored state; live sessions are resubscribed when {@link restore} is called. */
  static async init(options: SignClientOptions): Promise<SignClient> {
    // The curve check runs meanwhile, so the first pairing's keys do not wait for it.
    primitives().catch(() => {})
    const client = new SignClient(options, await StateStore.load(options.storage, options.storagePrefix))
    await client.expireStale()
    client.expiryTimer = setInterval(() => void client.expireStale(), EXPIRY_CHECK_MS)
    ;(client.expiryTimer as { unref?: () => void }).unref?.()
    return client
  }

  /** Live sessions. */
  get sessions(): Session[] {
    return this.store.state.sessions.filter((s) => s.expiry > nowSeconds())
  }

  get pairings(): Pairing[] {
    return this.store.state.pairings
  }

  /** Subscribes to every stored session and active pairing again (after a reload). */
  async restore(): Promise<void> {
    const topics = [
      ...this.sessions.map((s) => s.topic),
      ...this.pairings.filter((p) => p.active).map((p) => p.topic),
    ]
    await this.relay.batchSubscribe(topics)
  }

  /**
   * Creates a pairing and proposes a session on it. Resolves with the `wc:` URI at once; `approval`
   * settles when the wallet settles the session or rejects the proposal.
   */
  async connect(params: {
    requiredNamespaces?: Record<string, ProposalNamespace>
    optionalNamespaces?: Record<string, ProposalNamespace>
    sessionProperties?: Record<string, string>
    /** @internal a pairing key to use (wc_sessionAuthenticate proposes on its own pairing as the fallback). */
    pairingSymKey?: string
    /** @internal the URI's `methods`. */
    methods?: string[]
  }): Promise<{ uri: string; approval: Promise<Session> }> {
    const requiredNamespaces = params.requiredNamespaces ?? {}
    const optionalNamespaces = params.optionalNamespaces ?? {}
    checkProposalNamespaces(requiredNamespaces, 'requiredNamespaces')
    checkProposalNamespaces(optionalNamespaces, 'optionalNamespaces')
    const symKey = params.pairingSymKey ?? generateSymKey()
    const pairing: Pairing = {
      topic: await topicOf(symKey),
      expiry: nowSeconds() + PAIRING_TTL_SECONDS,
      relay: { protocol: 'irn' },
      active: false,
    }
    const keyPair = await generateKeyPair()
    this.store.state.keys[pairing.topic] = symKey
    this.store.state.keys[keyPair.publicKey] = keyPair.privateKey
    this.store.putPairing(pairing)
    await this.store.save()
    const id = payloadId()
    const expiry = nowSeconds() + FIVE_MINUTES
    const settled = new Promise<Session>((resolve, reject) => {
      this.proposals.set(id, {
        id,
        pairingTopic: pairing.topic,
        publicKey: keyPair.publicKey,
        requiredNamespaces,
        optionalNamespaces,
        ...(params.sessionProperties ? { sessionProperties: params.sessionProperties } : {}),
        expiry,
        resolve,
        reject,
      })
    })
    settled.catch(() => {})
    // The URI is ready now; the subscribe and the proposal go out meanwhile (the relay keeps the proposal
    // for a wallet that scans sooner), and their failure rejects `approval`.
    const published = (async () => {
      await this.relay.subscribe(pairing.topic)
      await this.send(pairing.topic, {
        id,
        jsonrpc: '2.0',
        method: 'wc_sessionPropose',
        params: {
          requiredNamespaces,
          optionalNamespaces,
          relays: [{ protocol: 'irn' }],
          proposer: { publicKey: keyPair.publicKey, metadata: this.options.metadata },
          expiryTimestamp: expiry,
          pairingTopic: pairing.topic,
          ...(params.sessionProperties ? { sessionProperties: params.sessionProperties } : {}),
        },
      })
    })()
    const approval = published.then(
      () => settled,
      (error) => {
        this.proposals.delete(id)
        throw error
      },
    )
    approval.catch(() => {})
    const uri = formatPairingUri({
      topic: pairing.topic,
      symKey,
      relay: pairing.relay,
      expiryTimestamp: pairing.expiry,
      ...(params.methods ? { methods: params.methods } : {}),
    })
    return { uri, approval }
  }

  /**
   * Sends a request to the wallet on a granted chain and waits for its answer until `expiry` seconds pass
   * (default and minimum 5 minutes, at most 7 days). Rejects with the wallet's error, or code 5100/5101
   * when the session does not grant the chain or the method, 8000 when the request expires.
   */
  async request<T = unknown>(params: {
    topic: string
    chainId: string
    request: { method: string; params?: unknown }
    expiry?: number
  }): Promise<T> {
    const session = this.liveSession(params.topic)
    const entry = Object.entries(session.namespaces).find(
      ([key, ns]) =>
        namespaceOf(key) === namespaceOf(params.chainId) && grantedChains(key, ns).includes(params.chainId),
    )
    if (!entry)
      throw new SignError(REASONS.UNSUPPORTED_CHAINS.code, `The session does not grant ${params.chainId}`)
    if (!entry[1].methods.includes(params.request.method)) {
      throw new SignError(
        REASONS.UNSUPPORTED_METHODS.code,
        `The session does not grant ${params.request.method}`,
      )
    }
    const ttl = Math.min(Math.max(params.expiry ?? FIVE_MINUTES, FIVE_MINUTES), SESSION_TTL_SECONDS)
    const expiryTimestamp = nowSeconds() + ttl
    return this.call(
      session.topic,
      'wc_sessionRequest',
      {
        request: { method: params.request.method, params: params.request.params ?? [], expiryTimestamp },
        chainId: params.chainId,
      },
      { ttl, timeoutMs: ttl * 1000 },
    ) as Promise<T>
  }

  /** Pings the peer of a session or a pairing; resolves when it answers. */
  async ping(params: { topic: string }): Promise<void> {
    if (this.store.session(params.topic)) {
      await this.call(this.liveSession(params.topic).topic, 'wc_sessionPing', {})
    } else if (this.store.pairing(params.topic)) {
      await this.call(params.topic, 'wc_pairingPing', {})
    } else {
      throw new WalletConnectProtocolError('UNKNOWN_TOPIC', `No session or pairing ${params.topic}`)
    }
  }

  /** Ends a session (wc_sessionDelete) or a pairing (wc_pairingDelete), telling the peer. */
  async disconnect(params: { topic: string; reason?: { code: number; message: string } }): Promise<void> {
    const reason = params.reason ?? REASONS.USER_DISCONNECTED
    const method = this.store.session(params.topic) ? 'wc_sessionDelete' : 'wc_pairingDelete'
    if (method === 'wc_pairingDelete' && !this.store.pairing(params.topic)) return
    const id = payloadId()
    try {
      await this.send(params.topic, { id, jsonrpc: '2.0', method, params: reason })
    } finally {
      await this.drop(params.topic)
    }
  }

  /** Stops timers and closes the relay socket (the stored state stays). */
  close(): void {
    clearInterval(this.expiryTimer)
    this.relay.close()
    for (const proposal of this.proposals.values())
      proposal.reject(new SignError(REASONS.USER_DISCONNECTED.code, 'The WalletConnect client was closed'))
    this.proposals.clear()
    for (const call of this.calls.values()) {
      clearTimeout(call.timer)
      call.reject(new SignError(REASONS.USER_DISCONNECTED.code, 'The WalletConnect client was closed'))
    }
    this.calls.clear()
  }

  /** @internal the live session of a topic; throws when there is none or it expired. */
  liveSession(topic: string): Session {
    const session = this.store.session(topic)
    if (!session || session.expiry <= nowSeconds()) {
      throw new SignError(REASONS.USER_DISCONNECTED.code, `No live session for topic ${topic}`)
    }
    return session
  }

  /** @internal sends a request and waits for the peer's answer. */
  call(
    topic: string,
    method: SignMethod,
    params: unknown,
    options: { ttl?: number; timeoutMs?: number } = {},
  ): Promise<unknown> {
    const id = payloadId()
    const answer = new Promise<unknown>((resolve, reject) => {
      const pending: PendingCall = { method, topic, resolve, reject }
      pending.timer = setTimeout(
        () => {
          this.calls.delete(id)
          reject(new SignError(8000, `The ${method} request expired without an answer`))
        },
        options.timeoutMs ?? METHODS[method].req.ttl * 1000,
      )
      this.calls.set(id, pending)
    })
    return this.send(topic, { id, jsonrpc: '2.0', method, params }, options.ttl).then(
      () => answer,
      (error) => {
        clearTimeout(this.calls.get(id)?.timer)
        this.calls.delete(id)
        throw error
      },
    )
  }

  /** @internal seals and publishes a request with its method's tag and TTL. */
  async send(topic: string, request: JsonRpcRequest, ttl?: number): Promise<void> {
    const options = METHODS[request.method as SignMethod].req
    await this.relay.publish(topic, this.seal(topic, request), ttl ? { ...options, ttl } : options)
  }

  /** @internal seals and publishes an answer to the peer's request with the method's response options. */
  async respond(
    topic: string,
    method: SignMethod,
    id: number,
    answer: { result: unknown } | { error: { code: number; message: string } },
  ): Promise<void> {
    const options =
      'error' in answer && method === 'wc_sessionPropose'
        ? METHODS.wc_sessionPropose.reject
        : METHODS[method].res
    await this.relay.publish(topic, this.seal(topic, { id, jsonrpc: '2.0', ...answer }), options)
  }

  /** @internal seals a payload with the topic's key (type 0). */
  seal(topic: string, payload: unknown): string {
    const symKey = this.store.state.keys[topic]
    if (!symKey) throw new WalletConnectProtocolError('UNKNOWN_TOPIC', `No key for topic ${topic}`)
    return seal(JSON.stringify(payload), symKey)
  }

  /** @internal forgets a session or pairing: unsubscribes and deletes its key. */
  async drop(topic: string): Promise<void> {
    this.store.forget(topic)
    await this.store.save()
    await this.relay.unsubscribe(topic).catch(() => {})
  }

  /** @internal removes expired sessions, pairings and proposals. */
  async expireStale(): Promise<void> {
    const now = nowSeconds()
    for (const proposal of this.proposals.values()) {
      if (proposal.expiry > now) continue
      this.proposals.delete(proposal.id)
      proposal.reject(new SignError(8000, 'Proposal expired'))
    }
    const expired = [...this.store.state.sessions, ...this.store.state.pairings].filter(
      (x) => x.expiry <= now,
    )
    for (const { topic } of expired) {
      const wasSession = this.store.session(topic) !== undefined
      await this.drop(topic)
      if (wasSession) this.emit('session_expire', { topic })
    }
  }

  /** @internal lets incoming handlers emit. */
  notify<E extends keyof SignClientEvents>(event: E, ...args: SignClientEvents[E]): void {
    this.emit(event, ...args)
  }
}
