import type { OnrampFeature } from '@portico/core'
import { useEffect } from 'react'
import { usePorticoInstance } from '../../context.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { Spinner } from '../../ui/Spinner.js'
import { useOnramp } from './useOnramp.js'

/**
 * J-12, J-15: while the provider's checkout is open, polls the purchase's status; once the tokens arrived,
 * shows the Account view (its balances were fetched again).
 */
export function BuyInProgressView() {
  const onramp = useOnramp()
  return onramp ? <BuyStatus onramp={onramp} /> : <Spinner label="Waiting for the purchase" />
}

function BuyStatus({ onramp }: { onramp: OnrampFeature }) {
  const portico = usePorticoInstance()
  const { provider, status, amount, symbol } = useStoreSelector(onramp.store, (o) => ({
    provider: o.selectedProvider,
    status: o.purchaseStatus,
    amount: o.purchaseAmount,
    symbol: o.purchaseCurrency.symbol,
  }))

  useEffect(() => {
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const poll = async () => {
      const next = await onramp.fetchPurchaseStatus().catch(() => undefined)
      if (stopped) return
      if (next === 'ONRAMP_TRANSACTION_STATUS_SUCCESS') {
        portico.stores.router.getState().reset('Account')
        return
      }
      timer = setTimeout(() => void poll(), onramp.statusPollMs)
    }
    void poll()
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [portico, onramp])

  const failed = status === 'ONRAMP_TRANSACTION_STATUS_FAILED'
  return (
    <div className="center" data-testid="view-BuyInProgress" data-status={status ?? 'waiting'}>
      {failed ? (
        <p className="error" role="alert">
          The purchase failed; nothing was received.
        </p>
      ) : (
        <>
          <Spinner label="Waiting for the purchase" />
          <p>
            {status === 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS'
              ? 'Purchase in progress…'
              : `Complete the purchase in the ${provider?.label ?? 'provider'} window`}
          </p>
          {amount !== undefined && (
            <p className="muted">
              {amount} {symbol} will arrive in your wallet
            </p>
          )}
        </>
      )}
    </div>
  )
}
