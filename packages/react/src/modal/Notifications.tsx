import type { PorticoClient } from '@portico/core'
import { useEffect } from 'react'
import { useStoreSelector } from '../hooks/useStoreSelector.js'

/** How long a snackbar stays. */
const SNACKBAR_MS = 2_500

/** Snackbar and alert messages (S). */
export function Notifications({ portico }: { portico: PorticoClient }) {
  const snackbar = useStoreSelector(portico.stores.notifications, (s) => s.snackbar)
  const alert = useStoreSelector(portico.stores.notifications, (s) => s.alert)

  useEffect(() => {
    if (!snackbar || snackbar.variant === 'loading') return
    const timer = setTimeout(() => portico.notifications.hideSnackbar(), SNACKBAR_MS)
    return () => clearTimeout(timer)
  }, [snackbar, portico])

  return (
    <>
      {alert && (
        <div className="alert" role="alert" data-testid="alert">
          {alert.message}
        </div>
      )}
      {snackbar && (
        <div className="snackbar" role="status" data-testid="snackbar" data-variant={snackbar.variant}>
          {snackbar.message}
        </div>
      )}
    </>
  )
}
