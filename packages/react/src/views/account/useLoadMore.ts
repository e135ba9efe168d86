import { type RefObject, useEffect } from 'react'

/**
 * K-10: calls `onMore` when the sentinel element scrolls into view while `enabled` (a next page exists and
 * nothing is loading). Without IntersectionObserver (old browsers, jsdom) nothing is loaded automatically.
 */
export function useLoadMore(sentinel: RefObject<Element | null>, enabled: boolean, onMore: () => void) {
  useEffect(() => {
    const element = sentinel.current
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) onMore()
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [sentinel, enabled, onMore])
}
