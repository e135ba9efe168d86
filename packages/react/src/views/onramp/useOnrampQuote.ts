import { checkOnrampAmount } from '@portico/core'
import { useEffect } from 'react'
import { usePorticoInstance } from '../../context.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'

/** How long typing must pause before a quote is asked (as the swap quote, issue 10). */
export const ONRAMP_QUOTE_DEBOUNCE_MS = 500

/** Asks a quote once the amount is valid and typing paused; the answer lands in the on-ramp store. */
export function useOnrampQuote() {
  const portico = usePorticoInstance()
  const { amount, currency, provider } = useStoreSelector(portico.stores.onramp, (s) => ({
    amount: s.paymentAmount,
    currency: s.paymentCurrency,
    provider: s.selectedProvider,
  }))
  const valid = checkOnrampAmount(amount, currency).valid
  useEffect(() => {
    if (!valid) return
    const timer = setTimeout(() => void portico.getOnrampQuote(), ONRAMP_QUOTE_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [portico, valid, amount, currency, provider])
}
