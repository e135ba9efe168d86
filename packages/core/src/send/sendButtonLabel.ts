import { isAddressForNamespace } from '../caip/validators.js'
import { parseDecimalAmount } from '../format/decimalAmount.js'
import type { TokenBalance } from '../types/account.js'

/** G-11: the send button's labels, verbatim. */
export const SendButtonLabels = {
  SELECT_TOKEN: 'Select Token',
  INCORRECT_VALUE: 'Incorrect Value',
  ADD_AMOUNT: 'Add Amount',
  INSUFFICIENT_FUNDS: 'Insufficient Funds',
  ADD_ADDRESS: 'Add Address',
  INVALID_ADDRESS: 'Invalid Address',
  PREVIEW_SEND: 'Preview Send',
} as const
export type SendButtonLabel = (typeof SendButtonLabels)[keyof typeof SendButtonLabels]

/** What {@link sendButtonLabel} reads. */
export type SendFormInput = {
  namespace: string
  token: TokenBalance | undefined
  amount: string | undefined
  receiver: string | undefined
}

/**
 * G-11: the label in validation order; only 'Preview Send' is enabled. An amount that is not a number (or has
 * more fraction digits than the token) counts as 'Incorrect Value', like an amount whose value is 0.
 */
export function sendButtonLabel({ namespace, token, amount, receiver }: SendFormInput): {
  label: SendButtonLabel
  enabled: boolean
} {
  const result = (label: SendButtonLabel) => ({ label, enabled: label === SendButtonLabels.PREVIEW_SEND })
  if (!token) return result(SendButtonLabels.SELECT_TOKEN)
  const decimals = Number(token.quantity.decimals)
  const trimmed = amount?.trim() ?? ''
  const parsed = trimmed === '' ? undefined : parseDecimalAmount(trimmed, decimals)
  if (trimmed !== '' && (parsed === undefined || parsed === 0n))
    return result(SendButtonLabels.INCORRECT_VALUE)
  if (parsed === undefined) return result(SendButtonLabels.ADD_AMOUNT)
  const balance = parseDecimalAmount(token.quantity.numeric, decimals) ?? 0n
  if (parsed > balance) return result(SendButtonLabels.INSUFFICIENT_FUNDS)
  if (!receiver?.trim()) return result(SendButtonLabels.ADD_ADDRESS)
  if (!isAddressForNamespace(namespace, receiver.trim())) return result(SendButtonLabels.INVALID_ADDRESS)
  return result(SendButtonLabels.PREVIEW_SEND)
}
