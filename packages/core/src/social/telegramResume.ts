import { isInsideTelegram } from './telegramDetect.js'

/** F-21: the query parameter a social login returns to the app with, inside Telegram. */
export const TELEGRAM_RESULT_PARAM = 'result_uri'

/** What {@link takeTelegramSocialResult} reads and changes: the page's URL and history, and the Telegram globals. */
export type TelegramPage = object & {
  location: { href: string }
  history: { state: unknown; replaceState(data: unknown, unused: string, url?: string): void }
}

/**
 * F-21, R-12: the social login result to resume with: only inside Telegram and only when the page has
 * `?result_uri=`. Inside Telegram the parameter is removed from the address at once (history.replaceState), so a
 * reload does not resume again; outside Telegram nothing is read or changed.
 */
export function takeTelegramSocialResult(page: TelegramPage): string | undefined {
  if (!isInsideTelegram(page)) return undefined
  const url = new URL(page.location.href)
  const result = url.searchParams.get(TELEGRAM_RESULT_PARAM)
  if (result === null) return undefined
  url.searchParams.delete(TELEGRAM_RESULT_PARAM)
  page.history.replaceState(page.history.state, '', url.toString())
  return result || undefined
}

// F-21's resume itself (the stored provider, the dialog, the connection) is the embedded login controller's
// (controllers/embeddedLogin): `portico.embeddedLogin()` then `resumeTelegram(page)`.
