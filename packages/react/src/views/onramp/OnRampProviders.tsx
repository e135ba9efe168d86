import { BaseError, type OnrampFeature } from '@portico/core'
import { useEffect, useState } from 'react'
import { usePorticoInstance } from '../../context.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { fill, useMessages, useStrings } from '../../i18n/useStrings.js'
import { AmountInput } from '../../ui/AmountInput.js'
import { ListRow } from '../../ui/ListRow.js'
import { Spinner } from '../../ui/Spinner.js'
import { AccountStyles } from '../account/AccountStyles.js'
import { OnRampStyles } from './OnRampStyles.js'
import { ONRAMP_EN } from './onrampStrings.js'
import { useOnramp } from './useOnramp.js'
import { useOnrampQuote } from './useOnrampQuote.js'

/** J-12: the popup's window name. */
const POPUP_NAME = 'portico-onramp'

/**
 * J-01, J-12..J-14: the amount to pay (with the payment method's limits), the providers of the active namespace
 * with their fee range, the quote, and Continue, which opens the provider's checkout in a popup and shows
 * BuyInProgress.
 */
export function OnRampProvidersView() {
  const onramp = useOnramp()
  const t = useStrings('onramp', ONRAMP_EN)
  return onramp ? <OnRampForm onramp={onramp} /> : <Spinner label={t.loadingProviders} />
}

function OnRampForm({ onramp }: { onramp: OnrampFeature }) {
  const portico = usePorticoInstance()
  const s = useStoreSelector(onramp.store, (o) => ({
    providers: o.providers,
    selected: o.selectedProvider,
    amount: o.paymentAmount,
    currency: o.paymentCurrency,
    currencies: o.paymentCurrencies,
    purchase: o.purchaseCurrency,
    quote: o.quote,
    loading: o.quotesLoading,
    error: o.error,
  }))
  const [loaded, setLoaded] = useState(false)
  const [opening, setOpening] = useState(false)
  const t = useStrings('onramp', ONRAMP_EN)
  const message = useMessages()
  useEffect(() => {
    void onramp.loadOptions().finally(() => setLoaded(true))
  }, [onramp])
  useOnrampQuote(onramp)

  const check = onramp.checkAmount(s.amount, s.currency)
  const limitMessage = s.amount && !check.valid ? check.message : undefined
  const canContinue = !!s.selected && check.valid && !opening

  async function openProvider() {
    // Opened in the click itself, so no popup blocker stops it; it gets the URL once the gateway made it.
    const popup = window.open('', POPUP_NAME, onramp.popupFeatures)
    setOpening(true)
    try {
      const url = await onramp.getProviderUrl()
      if (!url) throw new BaseError('No checkout URL')
      if (popup) {
        popup.opener = null
        popup.location.href = url
      } else {
        window.open(url, POPUP_NAME, `${onramp.popupFeatures},noopener`)
      }
      portico.stores.router.getState().push('BuyInProgress')
    } catch {
      popup?.close()
    } finally {
      setOpening(false)
    }
  }

  if (!loaded) return <Spinner label={t.loadingProviders} />
  return (
    <div className="center" data-testid="view-OnRampProviders">
      <AccountStyles />
      <OnRampStyles />
      <label className="field">
        {t.youPay}
        <span className="onramp-amount">
          <AmountInput
            testId="onramp-amount"
            placeholder="0.00"
            value={s.amount}
            onChange={(text) => onramp.setPaymentAmount(text.trim())}
          />
          <select
            aria-label={t.paymentCurrency}
            data-testid="onramp-currency"
            value={s.currency.id}
            onChange={(event) => {
              const next = s.currencies.find((c) => c.id === event.target.value)
              if (next) onramp.setPaymentCurrency(next)
            }}
          >
            {(s.currencies.length ? s.currencies : [s.currency]).map((c) => (
              <option key={c.id} value={c.id}>
                {c.id}
              </option>
            ))}
          </select>
        </span>
      </label>
      {limitMessage && (
        <p className="error" role="alert" data-testid="onramp-limit">
          {message(limitMessage)}
        </p>
      )}
      {s.quote && check.valid && !onramp.isMockQuote(s.quote) && (
        <dl className="onramp-quote" data-testid="onramp-quote">
          <dt>{t.youReceive}</dt>
          <dd data-testid="onramp-receive">
            {s.quote.purchaseAmount.amount} {s.quote.purchaseAmount.currency}
          </dd>
          <dt>{t.fees}</dt>
          <dd>{s.quote.fees.map((f) => `${f.fee_amount} ${f.fee_currency}`).join(' + ') || '—'}</dd>
        </dl>
      )}
      {s.loading && <p className="muted">{t.gettingQuote}</p>}
      {s.error && (
        <p className="error" role="alert" data-testid="onramp-error">
          {message(s.error)}
        </p>
      )}
      <p className="muted">{fill(t.buyWith, { symbol: s.purchase.symbol })}</p>
      {s.providers.length === 0 && <p className="muted">{t.noProvider}</p>}
      <div className="list">
        {s.providers.map((p) => (
          <ListRow
            key={p.name}
            testId={`onramp-provider-${p.name}`}
            name={p.label}
            tag={p.feeRange}
            current={s.selected?.name === p.name}
            onClick={() => onramp.selectProvider(p)}
          />
        ))}
      </div>
      <button
        type="button"
        className="button"
        data-testid="onramp-continue"
        disabled={!canContinue}
        onClick={() => void openProvider()}
      >
        {opening ? t.opening : t.continue}
      </button>
    </div>
  )
}
