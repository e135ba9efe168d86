import { WRAP_KEY_PATH } from '../server/index.js'
import { frameHandlers } from '../src/frame/frameHandlers.js'
import { gatewayAuth } from '../src/frame/gatewayAuth.js'
import { sessionStore } from '../src/frame/sessionStore.js'
import { farcasterGateway } from '../src/social/farcasterGateway.js'
import { farcasterHandlers } from '../src/social/farcasterHandlers.js'
import { socialGateway } from '../src/social/socialGateway.js'
import { socialHandlers } from '../src/social/socialHandlers.js'
import { memoryStorage, PROJECT, siteCalls } from './siteStack.js'

/** The embedding app's origin in the login tests (allowed by the development project). */
export const APP_ORIGIN = 'http://127.0.0.1:5173'

/**
 * One secure-site frame (a page load on one browser profile) as `main.ts` wires it: the frame's handlers plus the
 * social (F-19, F-21) and Farcaster (F-20) ones, on `storage` (a fresh one by default). `sleep` speeds up the
 * Farcaster status polling in tests.
 */
export function siteFrame(p: {
  gatewayUrl: string
  siteUrl: string
  siteFetch: typeof fetch
  storage?: ReturnType<typeof memoryStorage>
  sleep?: (ms: number) => Promise<void>
}) {
  const storage = p.storage ?? memoryStorage()
  const sessions = sessionStore(storage)
  const calls = siteCalls(p, storage)
  const base = frameHandlers({
    gatewayUrl: p.gatewayUrl,
    projectId: PROJECT,
    wrapKeyUrl: `${p.siteUrl}${WRAP_KEY_PATH}`,
    calls,
    auth: gatewayAuth(calls),
    sessions,
    approve: async () => true,
    fetch: p.siteFetch,
    chainId: 31337,
    appOrigin: APP_ORIGIN,
  })
  const social = socialHandlers({
    base,
    social: socialGateway(calls),
    sessions,
    appOrigin: APP_ORIGIN,
    ownOrigin: p.siteUrl,
    pendingStorage: storage,
  })
  const farcaster = farcasterHandlers({
    base,
    sessions,
    appOrigin: APP_ORIGIN,
    farcaster: farcasterGateway(calls),
    ...(p.sleep ? { sleep: p.sleep } : {}),
  })
  return { ...base, ...social, ...farcaster }
}
