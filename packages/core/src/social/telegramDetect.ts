// Its own small module: the embedded wallet's connector (first chunk) needs the detection, not F-22's filter.

/** F-21 (proposed detection): the page runs inside Telegram's webview. */
export function isInsideTelegram(win: object | undefined): boolean {
  if (!win) return false
  const w = win as Record<string, unknown>
  return (
    w.TelegramWebviewProxy !== undefined ||
    w.Telegram !== undefined ||
    w.TelegramWebviewProxyProto !== undefined
  )
}
