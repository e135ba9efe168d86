import {
  BALANCE_DECIMALS,
  DEFAULT_DECIMALS,
  DISPLAY_NAME_MAX_LENGTH,
  TOKEN_BALANCE_DECIMALS,
} from '../constants.js'

/** Truncates (never rounds) a decimal string to `decimals` places, padding with zeros. */
export function truncateDecimals(value: string, decimals: number): string {
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(value.trim())
  if (!match) return (0).toFixed(decimals)
  const [, sign = '', whole = '', fraction = ''] = match
  const digits = (fraction + '0'.repeat(decimals)).slice(0, decimals)
  return `${sign}${whole || '0'}${decimals > 0 ? `.${digits}` : ''}`
}

/** `Intl.NumberFormat` for `locale`, or for the runtime's default when `locale` is not one Intl knows. */
function numberFormat(locale: string | undefined, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(locale, options)
  } catch {
    return new Intl.NumberFormat(undefined, options)
  }
}

/**
 * A plain decimal string (`-1234.5600`) written the way `locale` writes numbers: its digit grouping and decimal
 * separator (`-1,234.5600` in English, `-1.234,5600` in German), with every digit kept (never rounded).
 */
export function localizeDecimalString(value: string, locale?: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value)
  if (!match) return value
  const [, sign, whole = '0', fraction] = match
  const grouped = numberFormat(locale).format(BigInt(whole))
  return `${sign}${grouped}${fraction === undefined ? '' : decimalSeparator(locale) + fraction}`
}

/** The decimal separator of `locale` (`.` in English, `,` in German). */
export function decimalSeparator(locale?: string): string {
  return (
    numberFormat(locale)
      .formatToParts(0.5)
      .find((part) => part.type === 'decimal')?.value ?? '.'
  )
}

/**
 * E-14: the balance truncated to 3 decimals: `formatBalance('1.23456', 'ETH') === '1.234 ETH'`; a missing balance
 * shows `0.000`. `write` writes the truncated amount: the views pass the active locale's writing
 * ({@link localizeDecimalString}, `10,000.000 ETH`); the default keeps it plain, so that the first chunk's account
 * button does not carry Intl's formatting code.
 */
export function formatBalance(
  balance: string | undefined,
  symbol: string | undefined,
  write: (amount: string) => string = (amount) => amount,
): string {
  const amount = write(truncateDecimals(balance ?? '0', BALANCE_DECIMALS))
  return symbol ? `${amount} ${symbol}` : amount
}

/** General decimal formatting to `decimals` places (rounded, as `toFixed`), unlocalized. */
export function formatNumber(value: number, decimals = DEFAULT_DECIMALS): string {
  return Number.isFinite(value) ? value.toFixed(decimals) : (0).toFixed(decimals)
}

/**
 * E-16: general decimal formatting in the active `locale`, 2 places by default:
 * `formatNumberToLocalString(1.5) === '1.50'`, `formatNumberToLocalString(30_000_000, 2, 'en') === '30,000,000.00'`.
 */
export function formatNumberToLocalString(
  value: number,
  decimals = DEFAULT_DECIMALS,
  locale?: string,
): string {
  return localizeDecimalString(formatNumber(value, decimals), locale)
}

/**
 * E-15: the total token balance to 2 decimals, split into whole and fraction parts: `12.3456` →
 * `{dollars:'12', pennies:'35'}`; the whole part grouped in the active `locale` (`30,000,000` in English).
 */
export function formatTokenBalance(value: number, locale?: string): { dollars: string; pennies: string } {
  const [dollars = '0', pennies = ''] = formatNumber(value, TOKEN_BALANCE_DECIMALS).split('.')
  return { dollars: localizeDecimalString(dollars, locale), pennies }
}

/** Shortens `0x1234…abcd` style for display. */
export function shortenAddress(address: string, head = 4, tail = 4): string {
  if (address.length <= head + tail + 3) return address
  const prefix = address.startsWith('0x') ? 2 : 0
  return `${address.slice(0, prefix + head)}…${address.slice(-tail)}`
}

/** E-19: display name; over 30 characters → first 27 plus '...'. Discord names ending in 0 lose it. */
export function formatDisplayName(name: string, social?: string): string {
  const base = social === 'discord' && name.endsWith('0') ? name.slice(0, -1) : name
  return base.length > DISPLAY_NAME_MAX_LENGTH ? `${base.slice(0, DISPLAY_NAME_MAX_LENGTH - 3)}...` : base
}
