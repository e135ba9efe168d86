import { centsToFiat, fiatCents } from '@portico/core/onramp'

/** The sandbox provider's fee: 1.5 %, inside the 1-2 % range every provider shows (J-01, T-17). */
export const SANDBOX_FEE_BPS = 150
const BPS = 10_000
/** The sandbox sells its stablecoin 1:1 against USD. */
export const SANDBOX_FIAT_CURRENCIES = ['USD'] as const

/** What a sandbox payment costs and buys: all decimal strings; the fee is taken from the amount paid. */
export interface SandboxPrice {
  paymentTotal: string
  fee: string
  purchaseAmount: string
}

/**
 * The sandbox price of `amount` fiat: the fee ({@link SANDBOX_FEE_BPS}, rounded to the cent) is taken from the
 * amount, and the rest buys the stablecoin 1:1. `50.00` → fee `0.75`, `49.25` bought.
 */
export function sandboxPrice(amount: string): SandboxPrice {
  const cents = fiatCents(amount)
  if (cents === undefined) throw new Error(`Not a fiat amount: ${amount}`)
  const fee = Math.round((cents * SANDBOX_FEE_BPS) / BPS)
  return { paymentTotal: centsToFiat(cents), fee: centsToFiat(fee), purchaseAmount: centsToFiat(cents - fee) }
}
