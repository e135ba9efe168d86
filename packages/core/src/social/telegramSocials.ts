import type { SocialProvider } from '../constants.js'

/** The platforms F-22 tells apart. */
export type TelegramPlatform = 'ios' | 'mac' | 'android' | 'other'

/** F-22: what each platform drops inside Telegram. */
const DROPPED: Record<TelegramPlatform, readonly SocialProvider[]> = {
  ios: ['google'],
  mac: ['x'],
  android: ['facebook', 'x'],
  other: [],
}

/** The F-22 platform of a user agent (iPhone and iPad before Mac: iPadOS may say "Macintosh"…; "Mobile" tells). */
export function platformOfUserAgent(userAgent: string): TelegramPlatform {
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'ios'
  if (/Android/.test(userAgent)) return 'android'
  if (/Macintosh|Mac OS X/.test(userAgent)) return /Mobile\//.test(userAgent) ? 'ios' : 'mac'
  return 'other'
}

/**
 * F-22, P-04: inside Telegram, iOS drops google, Mac drops x, Android drops facebook and x; outside Telegram
 * the list is unchanged. Order is kept.
 */
export function filterSocialsForPlatform(
  socials: readonly SocialProvider[],
  insideTelegram: boolean,
  userAgent: string,
): SocialProvider[] {
  if (!insideTelegram) return [...socials]
  const dropped = DROPPED[platformOfUserAgent(userAgent)]
  return socials.filter((s) => !dropped.includes(s))
}
