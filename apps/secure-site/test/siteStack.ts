import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type MailCatcher, startMailCatcher, waitForMail } from '@portico/dev-services'
import { createGateway, type Gateway } from '@portico/gateway'
import { frameAncestors, siteKeyService, WRAP_KEY_PATH } from '../server/index.js'
import { type CodePurpose, codeEntryState } from '../src/frame/codeEntry.js'
import { type FrameContext, frameHandlers } from '../src/frame/frameHandlers.js'
import { gatewayAuth } from '../src/frame/gatewayAuth.js'
import { gatewayCalls } from '../src/frame/gatewayCalls.js'
import { sessionStore } from '../src/frame/sessionStore.js'
import { memoryDpopSigner } from './memoryDpop.js'

/** The development project every test logs into. */
export const PROJECT = 'portico-dev'
/** The site key service's secret (managed mode), which the operator-attack tests also read. */
export const SITE_SECRET = 'test-site-secret-0123456789-abcdefghijklmnop'

/** Real parts for the secure site's tests: gateway (PGlite), mail catcher and the site's server side. */
export interface SiteStack {
  gateway: Gateway
  gatewayUrl: string
  siteUrl: string
  wrapKeyUrl: string
  catcher: MailCatcher
  /** Lines the site key service logged. */
  released: string[]
  /** fetch as the secure site's own pages send it (their Origin). */
  siteFetch: typeof fetch
  /** The code of the newest mail to `email` since `since`. */
  codeFor(email: string, since: number): Promise<string>
  close(): Promise<void>
}

/**
 * Starts the stack on free ports; `rpcUrls` gives the gateway's RPC proxy its chains, `bundlerUrls` their
 * ERC-4337 bundlers.
 */
export async function startSiteStack(
  rpcUrls: Record<string, string> = {},
  bundlerUrls: Record<string, string> = {},
): Promise<SiteStack> {
  const catcher = await startMailCatcher({ smtpPort: 0, webPort: 0 })
  const released: string[] = []
  // The site listens first: the gateway answers its auth routes to the site's origin only (issue 22).
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end()
  const site: Server = createServer((req, res) => handle(req, res))
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  const siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
  const gateway = await createGateway({
    dataDir: 'memory://',
    rpcUrls,
    bundlerUrls,
    auth: { smtpUrl: catcher.smtpUrl, secureSiteOrigin: siteUrl },
  })
  await gateway.app.listen({ port: 0, host: '127.0.0.1' })
  const gatewayUrl = `http://127.0.0.1:${(gateway.app.server.address() as AddressInfo).port}`
  const service = siteKeyService({ secret: SITE_SECRET, gatewayUrl, log: (l) => released.push(l) })
  const csp = frameAncestors(gatewayUrl)
  handle = (req, res) =>
    csp(req, res, () =>
      service(req, res, () => {
        res.writeHead(200, { 'content-type': 'text/html' })
        res.end('<!doctype html>')
      }),
    )
  const siteFetch: typeof fetch = (input, init) =>
    fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), origin: siteUrl } })
  return {
    gateway,
    gatewayUrl,
    siteUrl,
    wrapKeyUrl: `${siteUrl}${WRAP_KEY_PATH}`,
    catcher,
    released,
    siteFetch,
    async codeFor(email, since) {
      const mail = await waitForMail(catcher.webUrl, email, { since })
      const code = /\b(\d{6})\b/.exec(mail.subject)?.[1]
      if (!code) throw new Error(`no code in "${mail.subject}"`)
      return code
    },
    async close() {
      site.close()
      await gateway.close()
      await catcher.close()
    },
  }
}

/** The DPoP key of each browser profile (its storage), as IndexedDB keeps one per profile in the browser. */
const profileKeys = new WeakMap<object, ReturnType<typeof memoryDpopSigner>>()

/**
 * The gateway caller of one secure-site device: the site's Origin, and a DPoP key of its own (in memory here,
 * non-extractable in IndexedDB in the browser). Frames on the same `profile` (a reload) share its key; without
 * one, the caller is a new device.
 */
export function siteCalls(stack: Pick<SiteStack, 'gatewayUrl' | 'siteFetch'>, profile?: object) {
  let dpop = profile ? profileKeys.get(profile) : undefined
  if (!dpop) {
    dpop = memoryDpopSigner()
    if (profile) profileKeys.set(profile, dpop)
  }
  return gatewayCalls(stack.gatewayUrl, PROJECT, { fetch: stack.siteFetch, dpop })
}

/** A Storage in memory: one browser profile (of the secure site or of the app). */
export function memoryStorage() {
  const map = new Map<string, string>()
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    keys: () => [...map.keys()],
  }
}

/** One secure-site frame's handlers on a browser profile (`storage`), over the stack's real services. */
export function siteFrame(
  stack: SiteStack,
  options: Pick<FrameContext, 'approve' | 'chainId'> &
    Partial<FrameContext> & { storage?: ReturnType<typeof memoryStorage> },
) {
  const { storage = memoryStorage(), ...context } = options
  const codes = typedCodes()
  const calls = siteCalls(stack, storage)
  const handlers = frameHandlers({
    gatewayUrl: stack.gatewayUrl,
    projectId: PROJECT,
    wrapKeyUrl: stack.wrapKeyUrl,
    calls,
    auth: gatewayAuth(calls),
    sessions: sessionStore(storage),
    fetch: stack.siteFetch,
    codes,
    ...context,
  })
  return Object.assign(handlers, {
    /** Issue 22: the user types `code` in the frame's own input, for the code step `purpose`. */
    async typeCode(purpose: CodePurpose, code: string) {
      const waiting = handlers.AWAIT_CODE({ purpose })
      codes.typed(code)
      await waiting
    },
  })
}

/** The frame's code input without a page: the test types into it with `typed` (or {@link userTypes}). */
export function typedCodes() {
  return codeEntryState({ show: () => undefined, reset: () => undefined, hide: () => undefined })
}

/** The user types `code` in the frame's input as soon as the frame shows it (an AWAIT_CODE waits). */
export async function userTypes(codes: ReturnType<typeof typedCodes>, code: string): Promise<void> {
  for (let i = 0; i < 1000; i++) {
    if (codes.typed(code)) return
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  throw new Error('the frame never asked for a code')
}

/** Logs a frame in with `email` and the code from the mail catcher; resolves GET_USER. */
export async function loginFrame(stack: SiteStack, h: ReturnType<typeof siteFrame>, email: string) {
  const since = Date.now() - 1
  const started = await h.CONNECT_EMAIL({ email })
  if (started.action !== 'VERIFY_OTP') throw new Error(`unexpected CONNECT_EMAIL answer ${started.action}`)
  await h.typeCode('login', await stack.codeFor(email, since))
  await h.CONNECT_OTP({})
  return h.GET_USER()
}
