import { useState } from 'react'
import { usePorticoInstance } from '../../context.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'

/** M-09 (proposed) copy, verbatim. */
export const SiwxCopy = {
  title: (dappName: string) => `${dappName} needs to connect to your wallet`,
  body: 'Sign this message to prove you own this wallet and proceed. Canceling will disconnect you.',
  CANCEL: 'Cancel',
  CANCELLING: 'Cancelling...',
  SIGN: 'Sign',
  SIGNING: 'Signing...',
} as const

/** M-01..M-04, M-09: asks the connected wallet to sign in; cancelling disconnects when sign-in is required. */
export function SIWXSignMessageView() {
  const portico = usePorticoInstance()
  const dappName = useStoreSelector(portico.stores.options, (o) => o.metadata?.name ?? 'This app')
  const [busy, setBusy] = useState<'sign' | 'cancel'>()

  const run = async (what: 'sign' | 'cancel') => {
    setBusy(what)
    try {
      await (what === 'sign' ? portico.requestSiwxSignature() : portico.cancelSiwx())
    } catch (error) {
      // A declined signature was shown as a snackbar (M-03); anything else is logged.
      console.warn('[portico] sign-in', error)
    } finally {
      setBusy(undefined)
    }
  }

  return (
    <div className="center" data-testid="view-SIWXSignMessage">
      <p>
        <strong>{SiwxCopy.title(dappName)}</strong>
      </p>
      <p className="muted">{SiwxCopy.body}</p>
      <div className="row">
        <button
          type="button"
          className="button secondary"
          data-testid="siwx-cancel"
          disabled={busy !== undefined}
          onClick={() => void run('cancel')}
        >
          {busy === 'cancel' ? SiwxCopy.CANCELLING : SiwxCopy.CANCEL}
        </button>
        <button
          type="button"
          className="button"
          data-testid="siwx-sign"
          disabled={busy !== undefined}
          onClick={() => void run('sign')}
        >
          {busy === 'sign' ? SiwxCopy.SIGNING : SiwxCopy.SIGN}
        </button>
      </div>
    </div>
  )
}
