import type { SIWXMessageData } from '../siwx/siwxTypes.js'
import type { Eip1193Provider } from './connector.js'
import type { CaipNetwork } from './network.js'

/** The connector id WalletConnect sessions are stored under (C-06: the row hides when it is in use). */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

/** App metadata the wallet shows on its approval screen. */
export type WalletConnectMetadata = { name: string; description: string; url: string; icons: string[] }

/** What core passes to the connector factory when it first loads it. */
export type WalletConnectConnectorParameters = {
  /** The app's project id (sent to the relay, never to an outside host). */
  projectId: string
  /** WebSocket URL of the self-hosted relay. Required: there is no hosted default. */
  relayUrl: string
  metadata: WalletConnectMetadata
  /**
   * The app's networks: each namespace the connector knows (eip155, solana, bip122) is proposed with them (O-01);
   * the first eip155 one is the chain the session starts on.
   */
  networks: readonly CaipNetwork[]
}

/**
 * A WalletConnect v2 session as core sees it. `@portico/walletconnect` implements it on the official
 * SignClient; core only knows this interface, so the client stays out of the first chunk.
 */
export interface WalletConnectConnector {
  /** EIP-1193 provider over the current session (accounts, chain, requests, events). */
  readonly provider: Eip1193Provider
  /**
   * Creates a pairing and hands its `wc:` URI to `onUri`; resolves when the wallet approves the session
   * and rejects when the wallet rejects it. A newer call supersedes an older one. With `signIn` (SIWX on,
   * the account address a placeholder) it asks for one-click connect and sign-in (`wc_sessionAuthenticate`)
   * and resolves with the message the wallet signed; a wallet without it connects by the proposal and the
   * result has no `siwx` (SIWX then asks for a `personal_sign`).
   */
  connect(params: {
    onUri(uri: string): void
    signIn?: SIWXMessageData
    // biome-ignore lint/suspicious/noConfusingVoidType: a connector without sign-in resolves void, as before
  }): Promise<void | { siwx?: WalletConnectSignedIn }>
  /** Restores the stored session after a reload; false when there is none (or it expired). */
  restore(): Promise<boolean>
  /** True while a session is live. */
  isConnected(): boolean
  /** CAIP-10 accounts the live session grants in every namespace (`solana:<ref>:<address>`, …); [] without one. */
  accounts?(): readonly string[]
  /**
   * O-01: a request in a namespace the live session grants besides eip155 (`solana_signMessage` on
   * `solana:<ref>`, …), for that namespace's adapter. Rejects when no session is live or it does not grant
   * `chainId`.
   */
  requestIn?(chainId: string, request: { method: string; params?: unknown }): Promise<unknown>
  /** Ends the session from the app side (the wallet is told). */
  disconnect(): Promise<void>
}

/** A sign-in the wallet signed while connecting: the EIP-4361 text with its account, and the signature. */
export type WalletConnectSignedIn = { message: string; signature: string }

/** Creates the connector; the loader resolves to this (e.g. `createWalletConnectConnector`). */
export type WalletConnectConnectorFactory = (
  parameters: WalletConnectConnectorParameters,
) => WalletConnectConnector | Promise<WalletConnectConnector>

/**
 * Loads the WalletConnect connector on demand.
 *
 * @example
 * walletConnect: () => import('@portico/walletconnect').then((m) => m.createWalletConnectConnector)
 */
export type WalletConnectLoader = () => Promise<WalletConnectConnectorFactory>
