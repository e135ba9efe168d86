import { useLayoutEffect, useRef } from 'react'

/** The embedded wallet's iframe (`@portico/embedded-wallet`, F-02). */
const FRAME_SELECTOR = 'iframe#w3m-iframe'

/**
 * A region of a view that the secure site's iframe covers while the view is shown: the frame is positioned and
 * sized to it, and hidden again on leaving. The approval and export screens (F-31) use the whole body; the code
 * views use the row where the code is typed, so the code is typed on the secure site's origin (issue 22), and the
 * login views (EmailVerifyOtp once a code was typed, ConnectingSocial, ConnectingFarcaster) a body-sized region for
 * the secure site's passkey and recovery-kit screens while a login opens the key (issue 22). The
 * iframe must live inside the dialog (a modal dialog is in the top layer); it is absolute within the dialog (a
 * containing block), so a transformed dialog moves it too.
 */
export function SecureFrameRegion(props: { testId: string; height: number; className?: string }) {
  const region = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const element = region.current
    const dialog = element?.closest('dialog')
    if (!element || !dialog) return
    let frame: HTMLIFrameElement | null = null
    const place = () => {
      frame ??= dialog.querySelector<HTMLIFrameElement>(FRAME_SELECTOR)
      if (!frame) return
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
    // The frame may be added to the dialog after this view (its first request creates it).
    const added = typeof MutationObserver === 'function' ? new MutationObserver(place) : undefined
    added?.observe(dialog, { childList: true, subtree: true })
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(place) : undefined
    observer?.observe(element)
    window.addEventListener('resize', place)
    return () => {
      added?.disconnect()
      observer?.disconnect()
      window.removeEventListener('resize', place)
      if (frame) frame.style.display = 'none'
    }
  }, [])
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
