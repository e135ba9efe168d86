import { defineFrameHandlers } from '@portico/embedded-wallet/protocol'
import type { FrameHandlers } from '../frame/frameHandlers.js'
import type { FarcasterGateway } from './farcasterGateway.js'
import { newFlowKey } from './flowKey.js'
import { openSocialSession, type SocialHandlerContext } from './socialHandlers.js'

/** How often the frame asks the gateway whether the Farcaster app signed in (as Farcaster's `watchStatus`). */
export const FARCASTER_STATUS_POLL_MS = 1000

/** What the Farcaster handlers need: the social context, the gateway's Farcaster routes and a clock. */
export interface FarcasterHandlerContext extends Pick<SocialHandlerContext, 'sessions' | 'appOrigin'> {
  /** The frame's own handlers: opening the key, the sign-in at login (M-07), RPC_ABORT (the dialog closed). */
  base: Pick<
    FrameHandlers,
    'IS_CONNECTED' | 'GET_USER' | 'RPC_ABORT' | 'answerSiwxAtLogin' | 'openStoredSession'
  >
  farcaster: FarcasterGateway
  /** Waits `ms` (tests pass a faster one). */
  sleep?: (ms: number) => Promise<void>
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * The frame's side of F-20: GET_FARCASTER_URI opens a channel at the gateway (keeping its token and flow key in
 * this frame's memory only) and answers its sign-in URL; CONNECT_FARCASTER polls the channel until the Farcaster
 * app's signed message completed it, redeems it with the flow key, stores the session and opens the user's key.
 * A newer GET_FARCASTER_URI or RPC_ABORT (the app's dialog closed) ends the wait ('Farcaster sign-in was
 * cancelled'); a channel that expires ends it with the gateway's message.
 */
export function farcasterHandlers(ctx: FarcasterHandlerContext) {
  let pending: { channelToken: string; flowKey: string } | undefined
  const sleep = ctx.sleep ?? wait
  return defineFrameHandlers({
    async GET_FARCASTER_URI() {
      const flowKey = await newFlowKey()
      const channel = await ctx.farcaster.channel(ctx.appOrigin, flowKey.hash)
      pending = { channelToken: channel.channelToken, flowKey: flowKey.key }
      return { url: channel.url }
    },
    /** M-07: `siwxMessage` (address placeholder) comes back signed as `siwx`, as with CONNECT_OTP. */
    async CONNECT_FARCASTER(payload) {
      const mine = pending
      if (!mine) throw new Error('No Farcaster sign-in in progress')
      for (;;) {
        if (pending !== mine) throw new Error('Farcaster sign-in was cancelled')
        const { state } = await ctx.farcaster.status(mine.channelToken)
        if (state === 'completed') break
        await sleep(FARCASTER_STATUS_POLL_MS)
      }
      if (pending === mine) pending = undefined
      const answer = await ctx.farcaster.redeem(mine.channelToken, mine.flowKey)
      return openSocialSession(ctx, answer, payload?.siwxMessage)
    },
    /** O-09 and F-20: the app's dialog closed: the Farcaster wait stops too. */
    async RPC_ABORT() {
      pending = undefined
      return ctx.base.RPC_ABORT()
    },
  })
}
