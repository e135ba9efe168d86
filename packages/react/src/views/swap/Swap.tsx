import { NATIVE_TOKEN_ADDRESS, SWAP_GAS_ESTIMATE, type SwapToken, swapButtonLabel } from '@portico/core'
import { useEffect } from 'react'
import { usePorticoInstance } from '../../context.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { fill, useMessages, useStrings } from '../../i18n/useStrings.js'
import { AccountStyles } from '../account/AccountStyles.js'
import { SwapDetails } from './SwapDetails.js'
import { SwapTokenPicker } from './SwapTokenPicker.js'
import { SWAP_EN } from './swapStrings.js'

/**
 * I: the swap form: the token sold and bought (pickers with search and balances), the amount, the quoted
 * output (fetched 500 ms after the last change), the quote's details and the action button, labelled per
 * I-11 and enabled only for a valid amount with a quote.
 */
export function SwapView() {
  const portico = usePorticoInstance()
  const state = useStoreSelector(portico.stores.swap, (s) => s)
  const t = useStrings('swap', SWAP_EN)
  const message = useMessages()
  const nativeToken = state.tokens.find((t) => t.address.toLowerCase().endsWith(`:${NATIVE_TOKEN_ADDRESS}`))
  const { label, enabled } = swapButtonLabel({
    sourceToken: state.sourceToken,
    toToken: state.toToken,
    amount: state.sourceTokenAmount,
    // I-14: with a gas price, the native balance must pay the expected fee.
    ...(nativeToken && state.gasPrice !== undefined
      ? { native: { token: nativeToken, fee: SWAP_GAS_ESTIMATE * state.gasPrice } }
      : {}),
  })
  const ready = enabled && state.quote !== undefined && !state.loadingQuote
  useEffect(() => () => void portico.stopSwapQuotes(), [portico])
  const select = (action: (token: SwapToken) => Promise<void>) => (token: SwapToken) => void action(token)

  return (
    <form
      className="center"
      data-testid="view-Swap"
      onSubmit={(event) => {
        event.preventDefault()
        if (ready) portico.stores.router.getState().push('SwapPreview')
      }}
    >
      <AccountStyles />
      <SwapTokenPicker
        testId="swap-from-token"
        label={t.youPay}
        tokens={state.tokens}
        selected={state.sourceToken}
        onSelect={select(portico.setSwapSourceToken)}
      />
      <label className="field">
        {t.amount}
        <input
          data-testid="swap-from-amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={state.sourceTokenAmount}
          onChange={(event) => void portico.setSwapAmount(event.target.value)}
        />
      </label>
      {state.sourceToken && (
        <p className="muted">
          {fill(t.balance, { amount: `${state.sourceToken.balance} ${state.sourceToken.symbol}` })}
        </p>
      )}
      <button
        type="button"
        className="button secondary"
        aria-label={t.switchTokens}
        onClick={() => void portico.switchSwapTokens()}
      >
        ⇅
      </button>
      <SwapTokenPicker
        testId="swap-to-token"
        label={t.youReceive}
        tokens={state.tokens}
        selected={state.toToken}
        onSelect={select(portico.setSwapToToken)}
      />
      <output
        className="balance"
        data-testid="swap-to-amount"
        data-value={state.toTokenAmount}
        aria-busy={state.loadingQuote}
      >
        {state.loadingQuote ? '…' : state.toTokenAmount || '0'} {state.toToken?.symbol}
      </output>
      {state.quoteError && (
        <p className="error" role="alert" data-testid="swap-quote-error">
          {message(state.quoteError)}
        </p>
      )}
      <SwapDetails state={state} />
      <button type="submit" className="button" data-testid="swap-submit" disabled={!ready}>
        {message(label)}
      </button>
    </form>
  )
}
