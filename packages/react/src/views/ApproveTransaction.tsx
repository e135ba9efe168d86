import { SecureFrameRegion } from '../ui/SecureFrameRegion.js'

/** Height of the approval area (also the login views' area for the secure site's passkey screens, issue 22). */
export const APPROVAL_HEIGHT_PX = 360

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
