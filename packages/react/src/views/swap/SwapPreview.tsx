import { SwapMessages } from '@portico/core'
import { usePorticoInstance } from '../../context.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { fill, useMessages, useStrings } from '../../i18n/useStrings.js'
import { AccountStyles } from '../account/AccountStyles.js'
import { SwapDetails } from './SwapDetails.js'
import { SWAP_EN } from './swapStrings.js'

/**
 * I-08, I-09, I-12: the swap to confirm: what is paid and received, the details, and the button that approves
 * the token first when its allowance is short, then swaps. After the swap the controller shows Account.
 */
export function SwapPreviewView() {
  const portico = usePorticoInstance()
  const state = useStoreSelector(portico.stores.swap, (s) => s)
  const t = useStrings('swap', SWAP_EN)
  const message = useMessages()
  const busy = state.step !== 'idle'
  const action = state.approvalNeeded
    ? fill(t.approveAndSwap, { symbol: state.sourceToken?.symbol ?? '' })
    : t.swap
  return (
    <div className="center" data-testid="view-SwapPreview">
      <AccountStyles />
      <p className="balance">
        {state.sourceTokenAmount} {state.sourceToken?.symbol} → {state.toTokenAmount} {state.toToken?.symbol}
      </p>
      <SwapDetails state={state} />
      {busy && (
        <p className="muted" role="status">
          {state.step === 'approving'
            ? fill(t.approving, { symbol: state.sourceToken?.symbol ?? '' })
            : message(SwapMessages.CONFIRM_IN_WALLET)}
        </p>
      )}
      <button
        type="button"
        className="button"
        data-testid="swap-confirm"
        disabled={busy || !state.quote || state.loadingQuote}
        aria-busy={busy}
        onClick={() => void portico.swap().catch(() => {})}
      >
        {action}
      </button>
    </div>
  )
}
