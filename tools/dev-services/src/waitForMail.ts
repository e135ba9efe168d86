import type { CaughtMail } from './mailStore.js'

/** Options of {@link waitForMail}. */
export interface WaitForMailOptions {
  /** Give up after this many ms (default 15 000). */
  timeoutMs?: number
  /** Only messages received after this time count (ISO 8601 or ms). */
  since?: string | number
}

/** How often the inbox is polled. */
const POLL_MS = 100

/**
 * Polls a mail catcher's `GET /email` (MailDev's REST format) until a message to `address` arrives, and
 * resolves the newest one. Works against MailDev itself as well as this package's catcher.
 *
 * @example
 * const mail = await waitForMail('http://127.0.0.1:1080', 'ada@example.com')
 * const code = /\b(\d{6})\b/.exec(mail.subject)?.[1]
 */
export async function waitForMail(
  webUrl: string,
  address: string,
  options: WaitForMailOptions = {},
): Promise<CaughtMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000)
  const since = options.since === undefined ? 0 : new Date(options.since).getTime()
  const wanted = address.toLowerCase()
  for (;;) {
    const res = await fetch(`${webUrl}/email`)
    const mails = (await res.json()) as CaughtMail[]
    const match = mails
      .filter((m) => m.to.some((t) => t.address.toLowerCase() === wanted))
      .filter((m) => new Date(m.time ?? m.date).getTime() >= since)
      .at(-1)
    if (match) return match
    if (Date.now() > deadline) throw new Error(`No mail to ${address} within the timeout`)
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}
