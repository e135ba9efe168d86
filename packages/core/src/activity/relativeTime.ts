/** K-09: dayjs's relative-time thresholds with the spec's units (sec, min, hr, d, mo, yr). */
const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const MONTH = 30.436875 * DAY
const YEAR = 12 * MONTH

/** [unit size, limit in that unit (inclusive), label for 1, label for n]; checked in order. */
const THRESHOLDS: readonly [number, number, (n: number) => string][] = [
  [SECOND, 44, (n) => `${n} sec`],
  [SECOND, 89, () => '1 min'],
  [MINUTE, 44, (n) => `${n} min`],
  [MINUTE, 89, () => '1 hr'],
  [HOUR, 21, (n) => `${n} hrs`],
  [HOUR, 35, () => '1 d'],
  [DAY, 25, (n) => `${n} d`],
  [DAY, 45, () => '1 mo'],
  [MONTH, 10, (n) => `${n} mo`],
  [MONTH, 17, () => '1 yr'],
  [YEAR, Number.POSITIVE_INFINITY, (n) => `${n} yr`],
]

/** K-09: how long ago `then` was: 90 s → '2 min', 3 h → '3 hrs', 40 days → '1 mo'. */
export function formatRelativeTime(then: number, now: number): string {
  const elapsed = Math.abs(now - then)
  for (const [unit, limit, label] of THRESHOLDS) {
    const n = Math.round(elapsed / unit)
    if (n <= limit) return label(n)
  }
  return `${Math.round(elapsed / YEAR)} yr`
}

/** K-09: month headers use full English month names. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const
