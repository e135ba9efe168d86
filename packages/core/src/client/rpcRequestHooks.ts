import type { CoreContext } from '../controllers/context.js'
import type { RpcRequestDeps } from '../controllers/rpcRequestController.js'
import type { RpcRequestHooks } from '../types/rpcRequestHooks.js'

/**
 * The request hooks handed to embedded-wallet connectors (O-04 to O-09). Their controller is a lazy chunk,
 * imported on the first call (an embedded wallet's first request), so the connect path does not carry it.
 */
export function createRpcRequestHooks(ctx: CoreContext, deps: RpcRequestDeps): RpcRequestHooks {
  let loaded: Promise<RpcRequestHooks> | undefined
  const controller = () =>
    (loaded ??= import('../controllers/rpcRequestController.js').then((m) =>
      m.createRpcRequestController(ctx, deps),
    ))
  return {
    unsafeRequest: (method) => void controller().then((c) => c.unsafeRequest(method)),
    requestSucceeded: (method) => void controller().then((c) => c.requestSucceeded(method)),
    requestFailed: (method, error, cancelled) =>
      void controller().then((c) => c.requestFailed(method, error, cancelled)),
    notAllowed: (method) => void controller().then((c) => c.notAllowed(method)),
    onAbort(listener) {
      const off = controller().then((c) => c.onAbort(listener))
      return () => void off.then((unsubscribe) => unsubscribe())
    },
  }
}
