import { BaseError } from '@portico/core'
/** App or wallet metadata, as the peers show each other. */
export type Metadata = {
  name: string
  description: string
  url: string
  icons: string[]
  redirect?: { native?: string; universal?: string }
}

/** What a dapp proposes for one CAIP-25 namespace. */
export type ProposalNamespace = { chains?: string[]; methods: string[]; events: string[] }

/** What a wallet grants for one namespace: CAIP-10 accounts plus the methods and events it allows. */
export type SessionNamespace = { chains?: string[]; accounts: string[]; methods: string[]; events: string[] }

/** A WalletConnect relay selection (only `irn` exists). */
export type Relay = { protocol: string; data?: string }

/** A settled session, as stored. Expiries are seconds since the epoch. */
export type Session = {
  topic: string
  pairingTopic: string
  relay: Relay
  expiry: number
  acknowledged: boolean
  /** The controller's (the wallet's) public key. */
  controller: string
  namespaces: Record<string, SessionNamespace>
  requiredNamespaces: Record<string, ProposalNamespace>
  optionalNamespaces: Record<string, ProposalNamespace>
  sessionProperties?: Record<string, string>
  self: { publicKey: string; metadata: Metadata }
  peer: { publicKey: string; metadata: Metadata }
}

/** A pairing (topic A), as stored. */
export type Pairing = {
  topic: string
  expiry: number
  relay: Relay
  /** True once a wallet has answered on it. */
  active: boolean
  peerMetadata?: Metadata
}

/** An error answer of the peer or of a local check: the Sign API's `{ code, message }`. */
export class SignError extends BaseError {
  override name = 'SignError'
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message, { category: 'WALLET' })
  }
}
