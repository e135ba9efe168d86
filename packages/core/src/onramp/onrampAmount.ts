import type { ChainNamespace } from '../types/network.js'
import { ONRAMP_PROVIDERS } from './onrampDefaults.js'
import type { OnrampProvider, PaymentCurrency } from './onrampTypes.js'

/** an on-ramp amount: digits with at most two decimals. */
const FIAT_AMOUNT = /^\d{1,9}(\.\d{1,2})?$/

/** Whole cents of a decimal fiat string (`'7500.01'` → 750001), or undefined when it is not an amount. */
export function fiatCents(amount: string): number | undefined {
  const trimmed = amount.trim()
  if (!FIAT_AMOUNT.test(trimmed)) return undefined
  const [whole = '0', fraction = ''] = trimmed.split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}

/** Cents as a decimal string with two decimals (`4925` → `'49.25'`). */
export const centsToFiat = (cents: number): string =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`

/** J-14: the on-ramp amount's messages (the limits name the amount and currency, 'Minimum amount is 10.00 USD'). */
export const OnrampMessages = {
  ENTER_AMOUNT: 'Enter an amount',
  notPayable: (currency: string, method: string) => `${currency} cannot be paid by ${method}`,
  minimum: (amount: string, currency: string) => `Minimum amount is ${amount} ${currency}`,
  maximum: (amount: string, currency: string) => `Maximum amount is ${amount} ${currency}`,
} as const

/** The outcome of {@link checkOnrampAmount}: valid, or why not (with the limit to show). */
export type OnrampAmountCheck =
  | { valid: true }
  | { valid: false; reason: 'invalid' | 'below-min' | 'above-max'; message: string }

/**
 * J-14, R-22: the amount must be a positive decimal within the payment method's min and max (J-05 limits).
 * The message names the limit, for example 'Minimum amount is 10.00 USD'.
 */
export function checkOnrampAmount(
  amount: string | number | undefined,
  currency: PaymentCurrency,
  method = 'card',
): OnrampAmountCheck {
  const cents = amount === undefined ? undefined : fiatCents(String(amount))
  const limit = currency.payment_method_limits.find((l) => l.id === method)
  if (cents === undefined || cents <= 0)
    return { valid: false, reason: 'invalid', message: OnrampMessages.ENTER_AMOUNT }
  if (!limit)
    return { valid: false, reason: 'invalid', message: OnrampMessages.notPayable(currency.id, method) }
  if (cents < (fiatCents(limit.min) ?? 0))
    return { valid: false, reason: 'below-min', message: OnrampMessages.minimum(limit.min, currency.id) }
  if (cents > (fiatCents(limit.max) ?? Number.POSITIVE_INFINITY))
    return { valid: false, reason: 'above-max', message: OnrampMessages.maximum(limit.max, currency.id) }
  return { valid: true }
}

/**
 * J-02, R-16: the providers setting is accepted only as an array of strings; anything else gives `[]`. Names
 * outside the built-in table are dropped.
 */
export function setOnrampProviders(value: unknown): OnrampProvider[] {
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) return []
  return ONRAMP_PROVIDERS.filter((p) => value.includes(p.name))
}

/** J-13: on-ramp is offered on eip155 and solana only; providers are those supporting the namespace. */
export function providersForNamespace(
  providers: readonly OnrampProvider[],
  namespace: ChainNamespace | undefined,
): OnrampProvider[] {
  if (!namespace) return []
  return providers.filter((p) => p.supportedChains.includes(namespace))
}
