/** K-09: dayjs's relative-time thresholds with the spec's units (sec, min, hr, d, mo, yr). */
const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const MONTH = 30.436875 * DAY
const YEAR = 12 * MONTH

/** The unit a relative time is shown in (`Intl.NumberFormat`'s unit names, for other languages). */
export type RelativeTimeUnit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year'

/** [unit size, limit in that unit (inclusive), unit shown, 1 or the count]; checked in order. */
const THRESHOLDS: readonly [number, number, RelativeTimeUnit, 'one' | 'n'][] = [
  [SECOND, 44, 'second', 'n'],
  [SECOND, 89, 'minute', 'one'],
  [MINUTE, 44, 'minute', 'n'],
  [MINUTE, 89, 'hour', 'one'],
  [HOUR, 21, 'hour', 'n'],
  [HOUR, 35, 'day', 'one'],
  [DAY, 25, 'day', 'n'],
  [DAY, 45, 'month', 'one'],
  [MONTH, 10, 'month', 'n'],
  [MONTH, 17, 'year', 'one'],
  [YEAR, Number.POSITIVE_INFINITY, 'year', 'n'],
]

/** K-09: how long ago `then` was, as a count and a unit: 90 s → 2 minutes, 40 days → 1 month. */
export function relativeTime(then: number, now: number): { value: number; unit: RelativeTimeUnit } {
  const elapsed = Math.abs(now - then)
  for (const [size, limit, unit, count] of THRESHOLDS) {
    const n = Math.round(elapsed / size)
    if (n <= limit) return { value: count === 'one' ? 1 : n, unit }
  }
  return { value: Math.round(elapsed / YEAR), unit: 'year' }
}

/** K-09's unit labels ('hrs' for more than one hour). */
const UNIT_LABELS: Record<RelativeTimeUnit, string> = {
  second: 'sec',
  minute: 'min',
  hour: 'hr',
  day: 'd',
  month: 'mo',
  year: 'yr',
}

/** K-09: how long ago `then` was: 90 s → '2 min', 3 h → '3 hrs', 40 days → '1 mo'. */
export function formatRelativeTime(then: number, now: number): string {
  const { value, unit } = relativeTime(then, now)
  return `${value} ${UNIT_LABELS[unit]}${unit === 'hour' && value !== 1 ? 's' : ''}`
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
