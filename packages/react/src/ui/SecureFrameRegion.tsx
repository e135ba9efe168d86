import { useContext, useLayoutEffect, useRef } from 'react'
import { SecureFrameContext } from './secureFrameContext.js'

/** Height of the approval area (also the login views' area for the secure site's passkey screens, issue 22). */
export const APPROVAL_HEIGHT_PX = 360

/**
 * A region of a view that the secure site's iframe covers while the view is shown: the frame is positioned and
 * sized to it, and hidden again on leaving. The approval and export screens (F-31) use the whole body; the code
 * views use the row where the code is typed, so the code is typed on the secure site's origin (issue 22), and the
 * login views (EmailVerifyOtp once a code was typed, ConnectingSocial, ConnectingFarcaster) a body-sized region for
 * the secure site's passkey and recovery-kit screens while a login opens the key (issue 22). The
 * iframe must live inside the dialog (a modal dialog is in the top layer); it is absolute within the dialog (a
 * containing block), so a transformed dialog moves it too. The frame is the one the embedded wallet's connector
 * handed to core's frame host (`stores.secureFrame.frame`, provided by the dialog; issue 22 item 9), not found
 * by querying the page; one created after the view mounts is placed when it arrives.
 */
export function SecureFrameRegion(props: { testId: string; height: number; className?: string }) {
  const region = useRef<HTMLDivElement>(null)
  const frame = useContext(SecureFrameContext) as HTMLElement | undefined
  useLayoutEffect(() => {
    const element = region.current
    const dialog = element?.closest('dialog')
    if (!element || !dialog || !frame) return
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
    return () => {
      observer?.disconnect()
      window.removeEventListener('resize', place)
      frame.style.display = 'none'
    }
  }, [frame])
  return (
    <div
      data-testid={props.testId}
      className={props.className}
      ref={region}
      // The full width of the view even inside a centring (flex) column, where an empty div would shrink to 0.
      style={{ height: props.height, width: '100%', alignSelf: 'stretch' }}
    />
  )
}
