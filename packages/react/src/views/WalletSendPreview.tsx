import { formatDecimalAmount, shortenAddress } from '@portico/core'
import { usePorticoInstance } from '../context.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { useStrings } from '../i18n/useStrings.js'
import { AccountStyles } from './account/AccountStyles.js'
import { SEND_EN } from './account/sendStrings.js'
import { useActiveAccount } from './account/useActiveAccount.js'

/**
 * G-13: the send's summary (amount, token, receiver, network, fee) and the button that sends it (G-03).
 * After a mined send the controller shows the Account view with a snackbar (G-07).
 */
export function WalletSendPreviewView() {
  const portico = usePorticoInstance()
  const { network } = useActiveAccount()
  const state = useStoreSelector(portico.stores.send, (s) => ({
    token: s.token,
    amount: s.sendTokenAmount,
    receiver: s.receiverAddress,
    fee: s.gasFee,
    loading: s.loading,
  }))
  const native = network?.nativeCurrency
  const t = useStrings('send', SEND_EN)
  return (
    <div className="center" data-testid="view-WalletSendPreview">
      <AccountStyles />
      <p className="balance">
        {state.amount} {state.token?.symbol}
      </p>
      <dl className="summary">
        <dt>{t.to}</dt>
        <dd title={state.receiver}>{state.receiver ? shortenAddress(state.receiver, 6, 6) : ''}</dd>
        <dt>{t.network}</dt>
        <dd>{network?.name}</dd>
        {state.fee !== undefined && native && (
          <>
            <dt>{t.networkFee}</dt>
            <dd>
              {formatDecimalAmount(state.fee, native.decimals)} {native.symbol}
            </dd>
          </>
        )}
      </dl>
      {state.loading && <p className="muted">{t.confirmInWallet}</p>}
      <button
        type="button"
        className="button"
        data-testid="send-confirm"
        disabled={state.loading || !state.token}
        aria-busy={state.loading}
        onClick={() => void portico.sendToken().catch(() => {})}
      >
        {t.send}
      </button>
    </div>
  )
}
