import { describe, expect, it } from 'vitest'
import { formatRelativeTime, relativeTime } from './relativeTime.js'

const now = Date.parse('2026-11-23T12:00:00Z')
const ago = (ms: number) => formatRelativeTime(now - ms, now)

describe('relative time (K-09)', () => {
  it('K-09 90 s ago → "2 min"; 3 h ago → "3 hrs"; 40 days ago → "1 mo"', () => {
    expect(ago(90_000)).toBe('2 min')
    expect(ago(3 * 3_600_000)).toBe('3 hrs')
    expect(ago(40 * 86_400_000)).toBe('1 mo')
  })

  it('K-09 units sec, min, hr, d, mo, yr at the dayjs thresholds', () => {
    expect(ago(10_000)).toBe('10 sec')
    expect(ago(60_000)).toBe('1 min')
    expect(ago(60 * 60_000)).toBe('1 hr')
    expect(ago(30 * 3_600_000)).toBe('1 d')
    expect(ago(5 * 86_400_000)).toBe('5 d')
    expect(ago(200 * 86_400_000)).toBe('7 mo')
    expect(ago(400 * 86_400_000)).toBe('1 yr')
    expect(ago(3 * 365 * 86_400_000)).toBe('3 yr')
  })

  it('K-09 the same thresholds as a count and a unit, for other languages (issue 16)', () => {
    expect(relativeTime(now - 90_000, now)).toEqual({ value: 2, unit: 'minute' })
    expect(relativeTime(now - 60_000, now)).toEqual({ value: 1, unit: 'minute' })
    expect(relativeTime(now - 3 * 3_600_000, now)).toEqual({ value: 3, unit: 'hour' })
    expect(relativeTime(now - 40 * 86_400_000, now)).toEqual({ value: 1, unit: 'month' })
  })
})
