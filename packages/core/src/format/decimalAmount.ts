const DECIMAL = /^(\d*)(?:\.(\d*))?$/

/**
 * A decimal string in whole units to the smallest unit (`'1.5'`, 18 → 1500000000000000000n), exactly, without
 * floating point. Undefined for anything that is not a plain non-negative decimal or has more fraction
 * digits than `decimals`.
 */
export function parseDecimalAmount(value: string, decimals: number): bigint | undefined {
  const match = DECIMAL.exec(value.trim())
  if (!match || value.trim() === '' || value.trim() === '.') return undefined
  const [, whole = '', fraction = ''] = match
  if (fraction.length > decimals) return undefined
  return BigInt(`${whole || '0'}${fraction.padEnd(decimals, '0')}` || '0')
}

/** The smallest unit back to an exact decimal string (no trailing zeros): 1500000000000000000n, 18 → '1.5'. */
export function formatDecimalAmount(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
