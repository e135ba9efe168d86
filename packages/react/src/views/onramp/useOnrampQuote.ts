import type { OnrampFeature } from '@portico/core'
import { useEffect } from 'react'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'

/** How long typing must pause before a quote is asked (as the swap quote, issue 10). */
export const ONRAMP_QUOTE_DEBOUNCE_MS = 500

/** Asks a quote once the amount is valid and typing paused; the answer lands in the on-ramp store. */
export function useOnrampQuote(onramp: OnrampFeature) {
  const { amount, currency, provider } = useStoreSelector(onramp.store, (s) => ({
    amount: s.paymentAmount,
    currency: s.paymentCurrency,
    provider: s.selectedProvider,
  }))
  const valid = onramp.checkAmount(amount, currency).valid
  // biome-ignore lint/correctness/useExhaustiveDependencies: each change of amount, currency or provider re-arms the debounce
  useEffect(() => {
    if (!valid) return
    const timer = setTimeout(() => void onramp.getQuote(), ONRAMP_QUOTE_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [onramp, valid, amount, currency, provider])
}
