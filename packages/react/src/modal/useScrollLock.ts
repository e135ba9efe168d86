import { useLayoutEffect } from 'react'

/** while the dialog is open the page behind it does not scroll; its own overflow comes back on close. */
export function useScrollLock(locked: boolean): void {
  useLayoutEffect(() => {
    if (!locked || typeof document === 'undefined') return
    const root = document.documentElement
    const previous = root.style.overflow
    root.style.overflow = 'hidden'
    return () => {
      root.style.overflow = previous
    }
  }, [locked])
}
