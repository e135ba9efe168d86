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

/** E-14: `formatBalance('1.23456', 'ETH') === '1.234 ETH'`; missing balance shows `0.000`. */
export function formatBalance(balance: string | undefined, symbol: string | undefined): string {
  const amount = truncateDecimals(balance ?? '0', BALANCE_DECIMALS)
  return symbol ? `${amount} ${symbol}` : amount
}

/** E-16: general decimal formatting, 2 places by default. */
export function formatNumber(value: number, decimals = DEFAULT_DECIMALS): string {
  return Number.isFinite(value) ? value.toFixed(decimals) : (0).toFixed(decimals)
}

/** E-15: the total token balance to 2 decimals, split into whole and fraction parts: `12.3456` → `{dollars:'12', pennies:'35'}`. */
export function formatTokenBalance(value: number): { dollars: string; pennies: string } {
  const [dollars = '0', pennies = ''] = formatNumber(value, TOKEN_BALANCE_DECIMALS).split('.')
  return { dollars, pennies }
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
