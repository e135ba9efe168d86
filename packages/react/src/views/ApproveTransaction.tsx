import { APPROVAL_HEIGHT_PX, SecureFrameRegion } from '../ui/SecureFrameRegion.js'

// The approval area's height lives with SecureFrameRegion (the login views use it too, without this chunk).
export { APPROVAL_HEIGHT_PX } from '../ui/SecureFrameRegion.js'

/**
 * ApproveTransaction (F-31): shows the secure site's own approval screen (`approve-confirm`, `approve-reject`
 * inside its iframe) over this view's body.
 */
export function ApproveTransactionView() {
  return <SecureFrameRegion testId="view-ApproveTransaction" height={APPROVAL_HEIGHT_PX} />
}

/** ExportPrivateKey: the secure site's export screens (a fresh code, then the key) over this view's body. */
export function ExportPrivateKeyView() {
  return <SecureFrameRegion testId="view-ExportPrivateKey" height={APPROVAL_HEIGHT_PX} />
}
