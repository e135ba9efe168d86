import { useCallback, useEffect, useRef, useState } from 'react'
import { usePorticoInstance } from '../context.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { fill, useStrings } from '../i18n/useStrings.js'
import { CONNECT_EN } from './connectStrings.js'
import { NETWORKS_EN } from './networksStrings.js'

/**
 * D-20: asks the wallet to switch. On success it returns to where the visitor came from before Networks
 * (or closes); a failed switch goes back one view (D-12) and says 'Switch declined'.
 */
export function SwitchNetworkView() {
  const portico = usePorticoInstance()
  const network = useStoreSelector(portico.stores.router, (s) => s.data?.network)
  const [pending, setPending] = useState(true)
  const started = useRef(false)
  const t = useStrings('networks', NETWORKS_EN)
  const { tryAgain } = useStrings('connect', CONNECT_EN)

  const run = useCallback(async () => {
    if (!network) return
    setPending(true)
    try {
      await portico.switchNetwork(network)
      const router = portico.stores.router.getState()
      const index = router.history.lastIndexOf('Networks')
      if (index > 0) router.goBackToIndex(index - 1)
      else portico.close()
    } catch {
      portico.notifications.showError(t.switchDeclined)
      setPending(false)
    }
  }, [network, portico, t.switchDeclined])

  useEffect(() => {
    if (started.current) return
    started.current = true
    void run()
  }, [run])

  return (
    <div className="center" data-testid="view-SwitchNetwork">
      <p>{pending ? fill(t.switchingTo, { name: network?.name ?? '' }) : t.switchDeclined}</p>
      <p className="muted">{t.approveInWallet}</p>
      {!pending && (
        <button type="button" className="button" onClick={() => void run()}>
          {tryAgain}
        </button>
      )}
    </div>
  )
}
