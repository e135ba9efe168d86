/**
 * What the modal does for an embedded wallet's RPC requests (O-04 to O-09). The client hands these hooks to
 * every connector it registers (`ConnectorRegistration.requestHooks`; the AUTH connector of
 * `@portico/embedded-wallet` calls them around each request).
 */
export interface RpcRequestHooks {
  /** O-04: an unsafe request needs the user's approval: show ApproveTransaction. */
  unsafeRequest(method: string): void
  /** O-07: an unsafe request succeeded: refresh the balance, then close the dialog or pop the stack. */
  requestSucceeded(method: string): void
  /** O-08: an unsafe request failed (`cancelled`: the user rejected it): close the dialog or pop the stack. */
  requestFailed(method: string, error: unknown, cancelled: boolean): void
  /** O-05, O-06: a method in neither list: open the dialog, 'Action not allowed' after 300 ms, abort. */
  notAllowed(method: string): void
  /** O-09: `listener` runs when pending unsafe requests must be rejected; returns the unsubscribe function. */
  onAbort(listener: () => void): () => void
}
