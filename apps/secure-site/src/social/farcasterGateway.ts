import type { GatewayCalls } from '../frame/gatewayCalls.js'
import type { SocialSessionAnswer } from './socialGateway.js'

/** A new Sign In With Farcaster channel: its bearer token and the URL the Farcaster app opens. */
export interface FarcasterChannel {
  channelToken: string
  url: string
  nonce: string
  expiresAt: string
}

/** The secure site's calls to the gateway's Farcaster routes (the relay channel, then the session), through `calls`. */
export function farcasterGateway(calls: GatewayCalls) {
  const { post, request } = calls
  return {
    /** A channel for the embedding app at `appOrigin`; only the flow key's hash is told. */
    channel: (appOrigin: string, flowKeyHash: string) =>
      post<FarcasterChannel>('/farcaster/v1/channel', { appOrigin, flowKeyHash }),
    /** The channel's state: `pending` until the Farcaster app posted a checked message, then `completed`. */
    status: (channelToken: string) =>
      request<{ state: 'pending' | 'completed' }>('GET', '/farcaster/v1/channel/status', {
        headers: { authorization: `Bearer ${channelToken}` },
      }),
    /** The session of a completed channel, for the frame holding its flow key. */
    redeem: (channelToken: string, flowKey: string) =>
      post<SocialSessionAnswer & { fid: number }>('/auth/v1/farcaster/redeem', { channelToken, flowKey }),
  }
}
export type FarcasterGateway = ReturnType<typeof farcasterGateway>
