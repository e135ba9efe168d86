import { useState } from 'react'
import { usePorticoInstance } from '../../context.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { fill, useStrings } from '../../i18n/useStrings.js'

/** M-09 (proposed) copy, verbatim: the catalogues' `siwx` group. */
export const SIWX_EN = {
  title: '{dappName} needs to connect to your wallet',
  body: 'Sign this message to prove you own this wallet and proceed. Canceling will disconnect you.',
  thisApp: 'This app',
  cancel: 'Cancel',
  cancelling: 'Cancelling...',
  sign: 'Sign',
  signing: 'Signing...',
}

/** M-09's copy in English, with the title filled in. */
export const SiwxCopy = {
  title: (dappName: string) => fill(SIWX_EN.title, { dappName }),
  body: SIWX_EN.body,
} as const

/** M-01..M-04, M-09: asks the connected wallet to sign in; cancelling disconnects when sign-in is required. */
export function SIWXSignMessageView() {
  const portico = usePorticoInstance()
  const t = useStrings('siwx', SIWX_EN)
  const dappName = useStoreSelector(portico.stores.options, (o) => o.metadata?.name) ?? t.thisApp
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
        <strong>{fill(t.title, { dappName })}</strong>
      </p>
      <p className="muted">{t.body}</p>
      <div className="row">
        <button
          type="button"
          className="button secondary"
          data-testid="siwx-cancel"
          disabled={busy !== undefined}
          onClick={() => void run('cancel')}
        >
          {busy === 'cancel' ? t.cancelling : t.cancel}
        </button>
        <button
          type="button"
          className="button"
          data-testid="siwx-sign"
          disabled={busy !== undefined}
          onClick={() => void run('sign')}
        >
          {busy === 'sign' ? t.signing : t.sign}
        </button>
      </div>
    </div>
  )
}
