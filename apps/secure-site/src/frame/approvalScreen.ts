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

/** What the user is asked to approve, as plain text (never HTML). */
export function describeRequest(request: RpcRequest): string {
  if (request.method === 'SET_PREFERRED_ACCOUNT') {
    const text = describeSwitch(request.params)
    if (text) return text
  }
  const first = Array.isArray(request.params) ? request.params[0] : undefined
  if (request.method === 'personal_sign' && typeof first === 'string') {
    if (/^0x([0-9a-f]{2})*$/i.test(first)) {
      const bytes =
        first
          .slice(2)
          .match(/../g)
          ?.map((h) => Number.parseInt(h, 16)) ?? []
      return new TextDecoder().decode(new Uint8Array(bytes))
    }
    return first
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
 * The secure site's own approval screen (F-31): shown on the secure origin, over the app's dialog, with
 * `approve-confirm` and `approve-reject`. Resolves true on confirm, false on reject or dismissal.
 */
export function showApproval(doc: Document, request: RpcRequest): Promise<boolean> {
  return new Promise((resolve) => {
    const root = doc.createElement('section')
    root.setAttribute('data-testid', 'approve-screen')
    root.setAttribute('role', 'dialog')
    root.setAttribute('aria-label', TITLES[request.method] ?? 'Approve request')
    const title = doc.createElement('h2')
    title.textContent = TITLES[request.method] ?? request.method
    const body = doc.createElement('pre')
    body.textContent = describeRequest(request)
    const confirm = doc.createElement('button')
    confirm.textContent = 'Approve'
    confirm.setAttribute('data-testid', 'approve-confirm')
    const reject = doc.createElement('button')
    reject.textContent = 'Reject'
    reject.setAttribute('data-testid', 'approve-reject')
    const shown = performance.now()
    const done = (approved: boolean) => {
      // The user's time on this screen, told apart from the frame's own (frameTiming.ts).
      if (open.has(dismiss)) measureSince(USER_WAIT_MEASURE, shown, { screen: 'approve-screen' })
      open.delete(dismiss)
      root.remove()
      resolve(approved)
    }
    const dismiss = () => done(false)
    open.add(dismiss)
    confirm.addEventListener('click', () => done(true))
    reject.addEventListener('click', () => done(false))
    root.append(title, body, reject, confirm)
    doc.body.appendChild(root)
    confirm.focus()
  })
}
