/**
 * An amount in the smallest unit as a plain decimal string in whole units, without trailing zeros:
 * `formatUnits(1_500_000n, 6)` → `'1.5'`, `formatUnits(10n ** 18n, 18)` → `'1'` (E-13).
 */
export function formatUnits(amount: bigint, decimals: number): string {
  const negative = amount < 0n
  const digits = (negative ? -amount : amount).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
