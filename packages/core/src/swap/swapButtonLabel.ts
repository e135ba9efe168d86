import { SwapMessages } from '../errors/messages.js'
import { parseDecimalAmount } from '../format/decimalAmount.js'
import type { SwapToken } from './swapTypes.js'

/** What {@link swapButtonLabel} reads. */
export type SwapFormInput = {
  sourceToken: SwapToken | undefined
  toToken: SwapToken | undefined
  amount: string | undefined
}

/**
 * I-11: 'Select token' (a token missing), 'Enter amount' (none, not a number or 0), 'Insufficient balance'
 * (above the balance) or 'Review swap'; only the last is enabled.
 */
export function swapButtonLabel({ sourceToken, toToken, amount }: SwapFormInput): {
  label: string
  enabled: boolean
} {
  const result = (label: string) => ({ label, enabled: label === SwapMessages.REVIEW_SWAP })
  if (!sourceToken || !toToken) return result(SwapMessages.SELECT_TOKEN)
  const parsed = parseDecimalAmount(amount?.trim() ?? '', sourceToken.decimals)
  if (!parsed) return result(SwapMessages.ENTER_AMOUNT)
  const balance = parseDecimalAmount(sourceToken.balance, sourceToken.decimals) ?? 0n
  if (parsed > balance) return result(SwapMessages.INSUFFICIENT_BALANCE)
  return result(SwapMessages.REVIEW_SWAP)
}
