import { type KeyboardEvent, useRef } from 'react'

/**
 * WAI-ARIA tabs' keyboard: ArrowRight and ArrowLeft move (wrapping), Home and End jump; the newly selected tab
 * gets the focus. Returns the tab buttons' refs (`ref={(el) => { refs.current[i] = el }}`) and the tablist's
 * `onKeyDown`.
 */
export function useTabKeys(count: number, selected: number, select: (index: number) => void) {
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  function onKeyDown(event: KeyboardEvent) {
    const last = count - 1
    const moves: Record<string, number> = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    }
    const next = moves[event.key]
    if (next === undefined) return
    event.preventDefault()
    select(next)
    refs.current[next]?.focus()
  }
  return { refs, onKeyDown }
}
