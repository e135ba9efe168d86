import { type PorticoClient, SNACKBAR_HIDE_MS } from '@portico/core'
import { useEffect } from 'react'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { useMessages } from '../i18n/useStrings.js'

/**
 * Snackbar and alert messages (S). S-49: a snackbar (except a loading one) hides itself after 2500 ms; the
 * store holds one alert, so a newer alert replaces the older one.
 */
export function Notifications({ portico }: { portico: PorticoClient }) {
  const snackbar = useStoreSelector(portico.stores.notifications, (s) => s.snackbar)
  const alert = useStoreSelector(portico.stores.notifications, (s) => s.alert)
  const message = useMessages()

  useEffect(() => {
    if (!snackbar || snackbar.variant === 'loading') return
    const timer = setTimeout(() => portico.notifications.hideSnackbar(), SNACKBAR_HIDE_MS)
    return () => clearTimeout(timer)
  }, [snackbar, portico])

  return (
    <>
      {alert && (
        <div className="alert" role="alert" data-testid="alert">
          {message(alert.message)}
        </div>
      )}
      {snackbar && (
        <div className="snackbar" role="status" data-testid="snackbar" data-variant={snackbar.variant}>
          {message(snackbar.message)}
        </div>
      )}
    </>
  )
}
