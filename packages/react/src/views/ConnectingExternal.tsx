import { BaseError, ErrorMessages } from '@portico/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { usePorticoInstance } from '../context.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { fill, useMessages, useStrings } from '../i18n/useStrings.js'
import { safeImageUrl } from '../ui/safeUrl.js'
import { WalletImage } from '../ui/WalletImage.js'
import { CONNECT_EN } from './connectStrings.js'

/** C-21: connects a browser wallet; 'Connection rejected' with a retry when the wallet refuses. */
export function ConnectingExternalView() {
  const portico = usePorticoInstance()
  const connector = useStoreSelector(portico.stores.router, (s) => s.data?.connector)
  const [error, setError] = useState<{ message: string; details?: string | undefined } | undefined>()
  const attempt = useRef(0)
  const t = useStrings('connect', CONNECT_EN)
  const message = useMessages()

  const connect = useCallback(async () => {
    if (!connector) return
    const id = ++attempt.current
    setError(undefined)
    try {
      await portico.connectExternal(connector)
      if (id === attempt.current && portico.stores.router.getState().view === 'ConnectingExternal')
        portico.close()
    } catch (e) {
      if (id !== attempt.current) return
      setError(
        e instanceof BaseError
          ? { message: e.shortMessage, details: e.category === 'WALLET' ? e.details : undefined }
          : { message: ErrorMessages.CONNECTION_REJECTED },
      )
      portico.shake()
    }
  }, [connector, portico])

  useEffect(() => {
    void connect()
    return () => {
      attempt.current++
    }
  }, [connect])

  if (!connector) return <p className="error">{message(ErrorMessages.FAILED_TO_CONNECT)}</p>
  return (
    <div className="center" data-testid="view-ConnectingExternal">
      <WalletImage src={safeImageUrl(portico.wallets.connectorImage(connector))} size={72} />
      {error ? (
        <>
          <p className="error" role="alert">
            {message(error.message)}
          </p>
          {error.details && (
            <p className="muted" data-testid="connect-error-details">
              {error.details}
            </p>
          )}
          <button type="button" className="button" data-testid="connect-retry" onClick={() => void connect()}>
            {t.tryAgain}
          </button>
        </>
      ) : (
        <>
          <p>{fill(t.continueIn, { name: connector.name })}</p>
          <p className="muted">{t.acceptRequest}</p>
        </>
      )}
    </div>
  )
}
