import { ErrorMessages, SwapMessages } from '../errors/messages.js'
import { parseDecimalAmount } from '../format/decimalAmount.js'
import type { SwapToken } from './swapTypes.js'

/** What {@link swapButtonLabel} reads. */
export type SwapFormInput = {
  sourceToken: SwapToken | undefined
  toToken: SwapToken | undefined
  amount: string | undefined
  /** I-14: the native currency (its balance pays the fee) and the expected network fee in wei, when known. */
  native?: { token: SwapToken; fee: bigint }
}

/**
 * I-11: 'Select token' (a token missing), 'Enter amount' (none, not a number or 0), 'Insufficient balance'
 * (above the balance), 'Not enough ETH to pay the network fee' (I-14: the native balance cannot pay the fee,
 * on top of the amount when the native currency is sold) or 'Review swap'; only the last is enabled.
 */
export function swapButtonLabel({ sourceToken, toToken, amount, native }: SwapFormInput): {
  label: string
  enabled: boolean
} {
  const result = (label: string) => ({ label, enabled: label === SwapMessages.REVIEW_SWAP })
  if (!sourceToken || !toToken) return result(SwapMessages.SELECT_TOKEN)
  const parsed = parseDecimalAmount(amount?.trim() ?? '', sourceToken.decimals)
  if (!parsed) return result(SwapMessages.ENTER_AMOUNT)
  const balance = parseDecimalAmount(sourceToken.balance, sourceToken.decimals) ?? 0n
  if (parsed > balance) return result(SwapMessages.INSUFFICIENT_BALANCE)
  if (native) {
    const nativeBalance = parseDecimalAmount(native.token.balance, native.token.decimals) ?? 0n
    const sellsNative = native.token.address === sourceToken.address
    if (native.fee + (sellsNative ? parsed : 0n) > nativeBalance) {
      return result(ErrorMessages.notEnoughForFee(native.token.symbol))
    }
  }
  return result(SwapMessages.REVIEW_SWAP)
}
