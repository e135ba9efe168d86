import type { PorticoClient } from '@portico/core'
import { Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { useDir, useLang, useStrings } from '../i18n/useStrings.js'
import { Spinner } from '../ui/Spinner.js'
import { SecureFrameContext } from '../ui/secureFrameContext.js'
import { VIEW_COMPONENTS, VIEW_TITLES, viewTitle } from '../views/registry.js'
import { Notifications } from './Notifications.js'
import { themeProperties } from './theme.js'
import { useScrollLock } from './useScrollLock.js'

/** The dialog's own labels (the catalogues' `modal` group). */
export const MODAL_EN = { back: 'Back', close: 'Close', loading: 'Loading' }

/**
 * The dialog: a native `<dialog>` (focus trap, Escape, aria-modal) with header, the current view and
 * transient messages. Focus returns to the element that opened it; the page behind does not scroll.
 */
export function Modal({ portico }: { portico: PorticoClient }) {
  const { modal, router, theme } = portico.stores
  const open = useStoreSelector(modal, (s) => s.open)
  const shake = useStoreSelector(modal, (s) => s.shake)
  // M-08: a required sign-in cannot be closed.
  const closeLocked = useStoreSelector(modal, (s) => s.closeLocked)
  const { view, direction, depth, data } = useStoreSelector(router, (s) => ({
    view: s.view,
    direction: s.direction,
    depth: s.history.length,
    data: s.data,
  }))
  const { themeMode, themeVariables } = useStoreSelector(theme, (s) => s)
  // Issue 22 item 9: the embedded wallet's frame, for the views' SecureFrameRegion.
  const secureFrame = useStoreSelector(portico.stores.secureFrame, (s) => s.frame)
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<Element | null>(null)
  useScrollLock(open)
  const warm = useWarmUp()
  usePrelayout(dialog, warm && !open)

  // Issue 22 item 9: the dialog is the frame host an embedded wallet mounts its frame in (F-31, the top layer).
  useLayoutEffect(() => {
    const { secureFrame } = portico.stores
    secureFrame.setState({ host: dialog.current ?? undefined })
    return () => secureFrame.setState({ host: undefined })
  }, [portico])

  // Layout effect: the dialog shows in the same commit as its content, so the list paints in the next frame.
  useLayoutEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) {
      opener.current = document.activeElement
      element.showModal()
    } else if (!open && element.open) {
      element.close()
      if (opener.current instanceof HTMLElement) opener.current.focus()
    }
  }, [open])

  const t = useStrings('modal', MODAL_EN)
  const titles = useStrings('titles', VIEW_TITLES)
  const dir = useDir()
  const lang = useLang()
  const View = VIEW_COMPONENTS[view]
  const title = viewTitle(view, data, titles)
  const style = themeProperties(themeMode, themeVariables) as React.CSSProperties

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a backdrop click closes; Escape (onCancel) is the keyboard path
    <dialog
      ref={dialog}
      data-testid="modal"
      data-view={view}
      data-theme={themeMode}
      data-shake={shake}
      dir={dir}
      lang={lang}
      aria-modal="true"
      aria-labelledby="portico-title"
      style={{ ...style, colorScheme: themeMode }}
      onCancel={(event) => {
        event.preventDefault()
        portico.close()
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) portico.close()
      }}
    >
      {(open || warm) && (
        <>
          <header>
            {depth > 1 ? (
              <button
                type="button"
                className="icon-button back"
                data-testid="modal-back"
                aria-label={t.back}
                onClick={() => portico.goBackOrClose()}
              >
                ‹
              </button>
            ) : (
              <span />
            )}
            <h2 id="portico-title" data-testid="modal-title" key={title}>
              {title}
            </h2>
            <button
              type="button"
              className="icon-button"
              data-testid="modal-close"
              aria-label={t.close}
              disabled={closeLocked}
              onClick={() => portico.close()}
            >
              ×
            </button>
          </header>
          <Notifications portico={portico} />
          <div className="view" data-direction={direction} key={`${view}-${depth}`}>
            <SecureFrameContext.Provider value={secureFrame}>
              <Suspense fallback={<Spinner label={t.loading} />}>{View ? <View /> : null}</Suspense>
            </SecureFrameContext.Provider>
          </div>
        </>
      )}
    </dialog>
  )
}

/**
 * True once the browser is idle after mount: the closed dialog then renders its first view ahead of time, so
 * a click only has to show it (the wallet list is on screen within a frame of the click).
 */
function useWarmUp(): boolean {
  const [warm, setWarm] = useState(false)
  useEffect(() => {
    const idle = globalThis.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 1))
    const cancel = globalThis.cancelIdleCallback ?? clearTimeout
    const handle = idle(() => setWarm(true))
    return () => cancel(handle as never)
  }, [])
  return warm
}

/**
 * Once the closed dialog holds its first view, shows it modally for one synchronous moment while invisible
 * and closes it again: the browser's first style and layout of the dialog (most of `showModal()`'s cost on
 * the first open) happen here instead of on the click. No frame is painted in between. Skipped when the page
 * has focus on an element, so the prelayout never moves a visitor's focus.
 */
function usePrelayout(dialog: React.RefObject<HTMLDialogElement | null>, enabled: boolean): void {
  const done = useRef(false)
  useEffect(() => {
    const element = dialog.current
    if (!enabled || done.current || !element || typeof element.showModal !== 'function') return
    const focused = document.activeElement
    if (focused && focused !== document.body) return
    done.current = true
    element.style.visibility = 'hidden'
    try {
      element.showModal()
      element.getBoundingClientRect()
      element.close()
    } finally {
      element.style.visibility = ''
    }
  }, [dialog, enabled])
}
