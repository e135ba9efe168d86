import { type EnvelopeChange, envelopeProofMessage } from '@portico/core'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { GatewayCalls } from '../frame/gatewayCalls.js'
import type { EnvelopeKind } from './userKeyEnvelope.js'

/** One envelope as the gateway stores it. */
export interface GatewayEnvelope {
  kind: EnvelopeKind
  id: string
  envelope: string
  createdAt: string
}

/** The user's key at the gateway: the address (null before the first key) and every envelope. */
export interface GatewayKey {
  address: Hex | null
  envelopes: GatewayEnvelope[]
}

/** A session the custody calls act for. */
export interface CustodyCaller {
  accessToken: string
  userId: string
}

/**
 * The gateway's passkey-mode custody routes (`/auth/v1/wallet/envelopes`): read, add and remove, each change
 * signed by the key itself (envelopeProof.ts), so a session without the key changes nothing. Every call goes
 * through `calls`, so it carries the device's DPoP proof (RFC 9449) like every other session call.
 */
export function envelopeClient(calls: GatewayCalls) {
  const prove = async (privateKey: Hex, change: EnvelopeChange) =>
    privateKeyToAccount(privateKey).signMessage({ message: envelopeProofMessage(change) })
  return {
    read: async (s: CustodyCaller, namespace: string): Promise<GatewayKey> => {
      const body = await calls.request<GatewayKey>('GET', '/auth/v1/wallet/envelopes', {
        accessToken: s.accessToken,
        query: { namespace },
      })
      return { address: body.address, envelopes: body.envelopes }
    },
    /** Adds an envelope (the first one also stores `address`); signed by `privateKey`. */
    add: async (
      s: CustodyCaller,
      privateKey: Hex,
      e: { namespace: string; address: Hex; kind: EnvelopeKind; id: string; envelope: string },
    ) => {
      const issuedAt = new Date().toISOString()
      const change: EnvelopeChange = { action: 'add', userId: s.userId, issuedAt, ...e }
      const signature = await prove(privateKey, change)
      return calls.post<{ envelope: GatewayEnvelope }>(
        '/auth/v1/wallet/envelopes',
        { ...e, issuedAt, signature },
        s.accessToken,
      )
    },
    /** Removes one envelope (never the last: the gateway answers 409); signed by `privateKey`. */
    remove: async (s: CustodyCaller, privateKey: Hex, namespace: string, id: string) => {
      const issuedAt = new Date().toISOString()
      const signature = await prove(privateKey, {
        action: 'remove',
        userId: s.userId,
        namespace,
        id,
        issuedAt,
      })
      return calls.post<{ removed: string }>(
        '/auth/v1/wallet/envelopes/remove',
        { namespace, id, issuedAt, signature },
        s.accessToken,
      )
    },
  }
}
export type EnvelopeClient = ReturnType<typeof envelopeClient>
