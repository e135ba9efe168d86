import { useLayoutEffect, useRef } from 'react'

/** The embedded wallet's iframe (`@portico/embedded-wallet`, F-02). */
const FRAME_SELECTOR = 'iframe#w3m-iframe'
/** Height of the approval area. */
const APPROVAL_HEIGHT_PX = 360

/**
 * ApproveTransaction (F-31): shows the secure site's own approval screen (`approve-confirm`, `approve-reject`
 * inside its iframe) over this view's body.
 */
export function ApproveTransactionView() {
  return <SecureFrameBody testId="view-ApproveTransaction" />
}

/** ExportPrivateKey: the secure site's export screens (a fresh code, then the key) over this view's body. */
export function ExportPrivateKeyView() {
  return <SecureFrameBody testId="view-ExportPrivateKey" />
}

/**
 * The secure site's iframe over this view's body, positioned and sized to it; hidden again on leaving. The
 * iframe must live inside the dialog (a modal dialog is in the top layer). Also shown by the login views while
 * a login opens the key (issue 22: the passkey and recovery-kit screens are the secure site's own).
 */
export function SecureFrameBody({ testId }: { testId: string }) {
  const body = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const element = body.current
    const dialog = element?.closest('dialog')
    if (!element || !dialog) return
    let detach: (() => void) | undefined
    const attach = (frame: HTMLIFrameElement) => {
      // Absolute within the dialog (a modal dialog is a containing block), so a transformed dialog moves it too.
      const place = () => {
        const rect = element.getBoundingClientRect()
        const box = dialog.getBoundingClientRect()
        Object.assign(frame.style, {
          display: 'block',
          position: 'absolute',
          top: `${rect.top - box.top - dialog.clientTop + dialog.scrollTop}px`,
          left: `${rect.left - box.left - dialog.clientLeft + dialog.scrollLeft}px`,
          width: `${rect.width}px`,
          height: `${rect.height}px`,
        })
      }
      place()
      const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(place) : undefined
      observer?.observe(element)
      window.addEventListener('resize', place)
      detach = () => {
        observer?.disconnect()
        window.removeEventListener('resize', place)
        frame.style.display = 'none'
      }
    }
    const found = dialog.querySelector<HTMLIFrameElement>(FRAME_SELECTOR)
    // A login can mount this view before the connector adds its iframe (social): wait for it.
    const waiting =
      found || typeof MutationObserver !== 'function'
        ? undefined
        : new MutationObserver(() => {
            const frame = dialog.querySelector<HTMLIFrameElement>(FRAME_SELECTOR)
            if (!frame) return
            waiting?.disconnect()
            attach(frame)
          })
    if (found) attach(found)
    else waiting?.observe(dialog, { childList: true, subtree: true })
    return () => {
      waiting?.disconnect()
      detach?.()
    }
  }, [])
  return <div data-testid={testId} ref={body} style={{ height: APPROVAL_HEIGHT_PX, width: '100%' }} />
}
