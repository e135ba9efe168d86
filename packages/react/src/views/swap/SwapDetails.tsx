import {
  formatDecimalAmount,
  minimumReceived,
  networkFeeUsd,
  SWAP_GAS_ESTIMATE,
  SWAP_SLIPPAGE,
  type SwapState,
} from '@portico/core'
import { fill, useStrings } from '../../i18n/useStrings.js'
import { SWAP_EN } from './swapStrings.js'

/** A USD amount for the details: cents, or "< $0.01". */
const usd = (value: number) => (value > 0 && value < 0.01 ? '< $0.01' : `$${value.toFixed(2)}`)

/**
 * I-14: the quote's details: price impact, the least received at the slippage of I-10 (max slippage), the
 * network fee in USD (gas × gas price × the native price) and the provider fee.
 */
export function SwapDetails({ state }: { state: SwapState }) {
  const { quote, sourceToken, toToken, gasPrice, networkPrice } = state
  const t = useStrings('swap', SWAP_EN)
  if (!quote || !sourceToken || !toToken) return null
  const fee = BigInt(quote.providerFee)
  const feeAmount = formatDecimalAmount(fee, sourceToken.decimals)
  const minimum = formatDecimalAmount(
    minimumReceived(BigInt(quote.toAmount), SWAP_SLIPPAGE),
    toToken.decimals,
  )
  return (
    <dl className="summary" data-testid="swap-details">
      <dt>{t.priceImpact}</dt>
      <dd data-testid="swap-price-impact">
        {quote.priceImpact < 0.01 ? '< 0.01' : quote.priceImpact.toFixed(2)} %
      </dd>
      <dt>{t.maxSlippage}</dt>
      <dd data-testid="swap-max-slippage" data-value={minimum}>
        {SWAP_SLIPPAGE} % {fill(t.atLeast, { amount: `${minimum} ${toToken.symbol}` })}
      </dd>
      <dt>{t.networkFee}</dt>
      <dd data-testid="swap-network-fee">
        {gasPrice !== undefined && networkPrice !== undefined
          ? usd(networkFeeUsd(SWAP_GAS_ESTIMATE, gasPrice, networkPrice))
          : '…'}
      </dd>
      <dt>{t.providerFee}</dt>
      <dd data-testid="swap-provider-fee">
        {quote.providerFeePercent.toFixed(2)} % ({feeAmount} {sourceToken.symbol}
        {sourceToken.price !== undefined ? `, ${usd(Number(feeAmount) * sourceToken.price)}` : ''})
      </dd>
    </dl>
  )
}
