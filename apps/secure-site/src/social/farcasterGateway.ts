import { gatewayCalls } from '../frame/gatewayCalls.js'
import type { SocialSessionAnswer } from './socialGateway.js'

/** A new Sign In With Farcaster channel: its bearer token and the URL the Farcaster app opens. */
export interface FarcasterChannel {
  channelToken: string
  url: string
  nonce: string
  expiresAt: string
}

/** The secure site's calls to the gateway's Farcaster routes (the relay channel, then the session). */
export function farcasterGateway(gatewayUrl: string, projectId: string, fetcher: typeof fetch = fetch) {
  const { post, get } = gatewayCalls(gatewayUrl, projectId, fetcher)
  return {
    /** A channel for the embedding app at `appOrigin`; only the flow key's hash is told. */
    channel: (appOrigin: string, flowKeyHash: string) =>
      post<FarcasterChannel>('/farcaster/v1/channel', { appOrigin, flowKeyHash }),
    /** The channel's state: `pending` until the Farcaster app posted a checked message, then `completed`. */
    status: (channelToken: string) =>
      get<{ state: 'pending' | 'completed' }>('/farcaster/v1/channel/status', channelToken),
    /** The session of a completed channel, for the frame holding its flow key. */
    redeem: (channelToken: string, flowKey: string) =>
      post<SocialSessionAnswer & { fid: number }>('/auth/v1/farcaster/redeem', { channelToken, flowKey }),
  }
}
export type FarcasterGateway = ReturnType<typeof farcasterGateway>
