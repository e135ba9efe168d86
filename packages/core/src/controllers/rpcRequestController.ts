import { UNKNOWN_METHOD_ERROR_DELAY_MS } from '../constants.js'
import { ErrorMessages } from '../errors/messages.js'
import type { ChainNamespace } from '../types/network.js'
import type { RpcRequestHooks } from '../types/rpcRequestHooks.js'
import type { CoreContext } from './context.js'
import type { OpenParameters } from './modalController.js'
import type { NotificationController } from './notificationController.js'

/** What {@link createRpcRequestController} drives. */
export interface RpcRequestDeps {
  open(parameters?: OpenParameters): void
  close(): void
  fetchBalance(namespace: ChainNamespace, options: { force: boolean }): Promise<unknown>
  notifications: Pick<NotificationController, 'showError'>
}

/**
 * The dialog's side of an embedded wallet's RPC requests and the transaction stack (O-04 to O-09): where the
 * approval screen shows, what happens when a request settles, and when pending requests are rejected.
 */
export function createRpcRequestController(ctx: CoreContext, deps: RpcRequestDeps): RpcRequestHooks {
  const aborters = new Set<() => void>()
  const abortPending = () => {
    for (const abort of [...aborters]) abort()
  }
  const isOpen = () => ctx.modal.getState().open
  const router = () => ctx.router.getState()
  // O-09: a closed dialog hides the approval screen, so whatever waits on it is rejected.
  ctx.modal.subscribe((state, previous) => {
    if (previous.open && !state.open) abortPending()
  })

  return {
    unsafeRequest() {
      // O-04: a closed dialog opens on ApproveTransaction; an open one shows it on top of the flow on screen.
      if (!isOpen()) return deps.open({ view: 'ApproveTransaction' })
      const { view, transactionStack } = router()
      if (view === 'ApproveTransaction') return
      if (transactionStack.at(-1)?.replace) router().replace('ApproveTransaction')
      else router().push('ApproveTransaction')
    },
    requestSucceeded() {
      // O-07: refresh the native balance; then close with an empty stack, else pop it with 'success'.
      const namespace = ctx.chains.getState().activeChain
      if (namespace) void deps.fetchBalance(namespace, { force: true }).catch(() => undefined)
      if (!isOpen()) return
      if (router().transactionStack.length === 0) deps.close()
      else router().popTransactionStack('success')
    },
    requestFailed(_method, error, cancelled) {
      // O-08: close with an empty stack, else pop it with 'error' or 'cancel' (which goes back one view).
      if (!isOpen()) return
      if (router().transactionStack.length === 0) deps.close()
      else router().popTransactionStack(cancelled ? 'cancel' : 'error', error)
    },
    notAllowed() {
      // O-05, O-06: the dialog opens, 'Action not allowed' shows after 300 ms, pending requests are rejected.
      if (!isOpen()) deps.open()
      setTimeout(() => {
        deps.notifications.showError(ErrorMessages.ACTION_NOT_ALLOWED)
        abortPending()
      }, UNKNOWN_METHOD_ERROR_DELAY_MS)
    },
    onAbort(listener) {
      aborters.add(listener)
      return () => aborters.delete(listener)
    },
  }
}
