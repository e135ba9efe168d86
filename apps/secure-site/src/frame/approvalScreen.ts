import type { ApprovalContext } from '../approval/approvalDetails.js'
import type { SimulationPost } from '../approval/simulationView.js'
import { type ApproveGuard, type ApproveGuardEnv, guardApprove } from './approveGuard.js'
import { measureSince, USER_WAIT_MEASURE } from './frameTiming.js'
import type { RpcRequest } from './rpcRequests.js'

const TITLES: Record<string, string> = {
  personal_sign: 'Sign message',
  eth_signTypedData_v4: 'Sign typed data',
  eth_sendTransaction: 'Send transaction',
  wallet_sendCalls: 'Send calls',
  wallet_grantPermissions: 'Grant permissions',
  wallet_revokePermissions: 'Revoke permissions',
  eth_sendUserOperation: 'Send user operation',
  INIT_SMART_ACCOUNT: 'Deploy smart account',
  SET_PREFERRED_ACCOUNT: 'Switch account',
}

/** The account types as the switch's approval names them. */
const ACCOUNT_NAMES: Record<string, string> = { smartAccount: 'smart account', eoa: 'key account (EOA)' }

/** SET_PREFERRED_ACCOUNT's approval text: which account the app's requests will act for from now on. */
function describeSwitch(params: unknown): string | undefined {
  const first = Array.isArray(params) ? params[0] : undefined
  if (!first || typeof first !== 'object') return undefined
  const { from, to, address } = first as Record<string, unknown>
  const name = (type: unknown) => ACCOUNT_NAMES[String(type)] ?? String(type)
  return `The app asks to switch from your ${name(from)} to your ${name(to)}${
    typeof address === 'string' ? ` ${address}` : ''
  }. Its requests will then act for that account.`
}

const isHexMessage = (message: string) => /^0x([0-9a-f]{2})*$/i.test(message)

/** A hex message as text when it is UTF-8 text (no control characters but tabs and line breaks), else undefined. */
function messageText(hex: string): string | undefined {
  const bytes = hex
    .slice(2)
    .match(/../g)
    ?.map((h) => Number.parseInt(h, 16))
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(bytes ?? []))
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this looks for
    return /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text) ? undefined : text
  } catch {
    return undefined
  }
}

/** Said of a personal_sign message that is not text: it may be a hash or a transaction. */
export const BINARY_MESSAGE_WARNING =
  'This message is not text: it may be a hash or a transaction. Sign it only if you trust the app.'

/** What the user is asked to approve, as plain text (never HTML). */
export function describeRequest(request: RpcRequest): string {
  if (request.method === 'SET_PREFERRED_ACCOUNT') {
    const text = describeSwitch(request.params)
    if (text) return text
  }
  const first = Array.isArray(request.params) ? request.params[0] : undefined
  if (request.method === 'personal_sign' && typeof first === 'string') {
    return isHexMessage(first) ? (messageText(first) ?? first) : first
  }
  // Params by position, or by name (the modal's wallet_revokePermissions sends one object, N-02).
  const shown = typeof request.params === 'object' && request.params !== null ? request.params : []
  return JSON.stringify(shown, null, 2).slice(0, 2000)
}

/** The approval screens on show: each one's rejecter (O-09 takes them all down). */
const open = new Set<() => void>()

/** O-09: removes every approval screen on show; each resolves false (rejected). */
export function dismissApprovals(): void {
  for (const reject of [...open]) reject()
}

/**
 * What the clickjacking guard observes: an empty box over the whole frame, drawn above the screen and letting
 * clicks through, so "fully visible and unobscured" is said of the frame itself, however long the screen is.
 */
function frameSentinel(doc: Document): HTMLElement {
  const sentinel = doc.createElement('div')
  sentinel.setAttribute('data-testid', 'approve-visibility')
  sentinel.setAttribute('aria-hidden', 'true')
  Object.assign(sentinel.style, {
    position: 'fixed',
    inset: '0',
    pointerEvents: 'none',
    zIndex: '2147483647',
  })
  return sentinel
}

/** Options of {@link showApproval}. */
export interface ApprovalOptions {
  /** The page the clickjacking guard watches (`approveGuard.ts`); the document's window by default. */
  guardEnv?: ApproveGuardEnv
  /** Who asks: the app's origin as the frame verified it, the network and the account. */
  context?: ApprovalContext
  /**
   * The secure site's gateway client's `post`: a transaction or batch is simulated through it (`POST
   * /v1/simulate`) and its balance changes listed. Without it no simulation is shown.
   */
  simulate?: SimulationPost
}

/** Methods whose details replace the request's raw text (which moves behind a disclosure). */
const DECODED = new Set(['eth_sendTransaction', 'eth_signTypedData_v4', 'wallet_sendCalls'])

/**
 * The secure site's own approval screen (F-31): shown on the secure origin, over the app's dialog, with
 * `approve-confirm` and `approve-reject`. Resolves true on confirm, false on reject or dismissal. Approve is not
 * focused and stays disabled until the screen has been fully visible and unmoved for
 * `APPROVE_VISIBLE_DELAY_MS` (issue 25 item 3, `approveGuard.ts`); Reject is focused, so a stray Enter rejects.
 */
export function showApproval(
  doc: Document,
  request: RpcRequest,
  options: ApprovalOptions = {},
): Promise<boolean> {
  return new Promise((resolve) => {
    const root = doc.createElement('section')
    root.setAttribute('data-testid', 'approve-screen')
    root.setAttribute('role', 'dialog')
    root.setAttribute('aria-label', TITLES[request.method] ?? 'Approve request')
    const title = doc.createElement('h2')
    title.textContent = TITLES[request.method] ?? request.method
    const body = doc.createElement('pre')
    body.textContent = describeRequest(request)
    const first = Array.isArray(request.params) ? request.params[0] : undefined
    const binary =
      request.method === 'personal_sign' &&
      typeof first === 'string' &&
      isHexMessage(first) &&
      messageText(first) === undefined
    const warning = doc.createElement('p')
    warning.setAttribute('role', 'alert')
    warning.setAttribute('data-testid', 'approve-warning')
    warning.textContent = BINARY_MESSAGE_WARNING
    const confirm = doc.createElement('button')
    confirm.textContent = 'Approve'
    confirm.setAttribute('data-testid', 'approve-confirm')
    confirm.disabled = true
    const reject = doc.createElement('button')
    reject.textContent = 'Reject'
    reject.setAttribute('data-testid', 'approve-reject')
    const shown = performance.now()
    const done = (approved: boolean) => {
      // The user's time on this screen, told apart from the frame's own (frameTiming.ts).
      if (open.has(dismiss)) measureSince(USER_WAIT_MEASURE, shown, { screen: 'approve-screen' })
      open.delete(dismiss)
      closed = true
      guard?.stop()
      root.remove()
      resolve(approved)
    }
    const dismiss = () => done(false)
    open.add(dismiss)
    confirm.addEventListener('click', () => {
      if (guard?.ready()) done(true)
    })
    reject.addEventListener('click', () => done(false))
    const sentinel = frameSentinel(doc)
    root.append(title, ...(binary ? [warning] : []), body, reject, confirm, sentinel)
    doc.body.appendChild(root)
    reject.focus()
    let closed = false
    let guard: ApproveGuard | undefined
    const env = options.guardEnv ?? (doc.defaultView as unknown as ApproveGuardEnv | null) ?? undefined
    // The details and their decoders load with the first approval (not in the frame's first chunk). Approve's
    // delay starts once they are on the screen, so what is read is what was on show for the whole delay.
    void import('../approval/approvalDetails.js')
      .then(({ approvalDetails }) => {
        if (closed) return
        const details = approvalDetails(doc, request, options.context ?? {})
        title.after(details)
        if (DECODED.has(request.method)) body.remove()
        // The simulation fills in while the user reads; it never holds Approve or Reject back.
        const post = options.simulate
        if (post) {
          void import('../approval/simulationView.js')
            .then(({ showSimulation }) => showSimulation(doc, details, request, options.context ?? {}, post))
            .catch(() => undefined)
        }
      })
      .catch(() => undefined)
      .finally(() => {
        if (!closed && env) guard = guardApprove(confirm, sentinel, env)
      })
  })
}
