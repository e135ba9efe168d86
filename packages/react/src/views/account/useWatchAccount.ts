import { useEffect } from 'react'
import { usePorticoInstance } from '../../context.js'

/** Refreshes balances, history and NFTs on each new block while the calling view is mounted. */
export function useWatchAccount(address: string | undefined, caipNetworkId: string | undefined) {
  const portico = usePorticoInstance()
  useEffect(() => {
    if (!address || !caipNetworkId) return
    let stop: (() => void) | undefined
    let active = true
    void portico.watchAccount().then((unwatch) => {
      if (active) stop = unwatch
      else unwatch()
    })
    return () => {
      active = false
      stop?.()
    }
  }, [portico, address, caipNetworkId])
}
