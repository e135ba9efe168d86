import type { OnrampFeature } from '@portico/core'
import { useEffect } from 'react'
import { usePorticoInstance } from '../../context.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { fill, useStrings } from '../../i18n/useStrings.js'
import { Spinner } from '../../ui/Spinner.js'
import { ONRAMP_EN } from './onrampStrings.js'
import { useOnramp } from './useOnramp.js'

/**
 * J-12, J-15: while the provider's checkout is open, polls the purchase's status; once the tokens arrived,
 * shows the Account view (its balances were fetched again).
 */
export function BuyInProgressView() {
  const onramp = useOnramp()
  const t = useStrings('onramp', ONRAMP_EN)
  return onramp ? <BuyStatus onramp={onramp} /> : <Spinner label={t.waiting} />
}

function BuyStatus({ onramp }: { onramp: OnrampFeature }) {
  const portico = usePorticoInstance()
  const { provider, status, amount, symbol } = useStoreSelector(onramp.store, (o) => ({
    provider: o.selectedProvider,
    status: o.purchaseStatus,
    amount: o.purchaseAmount,
    symbol: o.purchaseCurrency.symbol,
  }))
  const t = useStrings('onramp', ONRAMP_EN)

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
          {t.failed}
        </p>
      ) : (
        <>
          <Spinner label={t.waiting} />
          <p>
            {status === 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS'
              ? t.inProgress
              : fill(t.completeIn, { provider: provider?.label ?? t.theProvider })}
          </p>
          {amount !== undefined && (
            <p className="muted">{fill(t.willArrive, { amount: `${amount} ${symbol}` })}</p>
          )}
        </>
      )}
    </div>
  )
}
