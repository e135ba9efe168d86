import nodemailer from 'nodemailer'
import { DEFAULT_MAIL_FROM } from './authConfig.js'
import { OTP_TTL_MS } from './authConstants.js'

/** Sends one-time codes. */
export interface CodeMailer {
  /** Sends `code` to `email`; rejects when the mail server refuses or cannot be reached. */
  send(email: string, code: string): Promise<void>
  /** Sends a notice (no code) to `email`, e.g. a managed-custody key release; rejects like `send`. */
  notify(email: string, mail: { subject: string; text: string }): Promise<void>
  close(): void
}

/** What a code email says. TEST-CONTRACT.md: the code is the only 6-digit number in the subject and the text. */
export function codeEmail(code: string): { subject: string; text: string; html: string } {
  const minutes = OTP_TTL_MS / 60_000
  const text = [
    `Your Portico login code is ${code}.`,
    `It expires in ${minutes} minutes. If you did not ask for it, ignore this email: nobody can log in without it.`,
  ].join('\n\n')
  const html = `<p>Your Portico login code is <strong>${code}</strong>.</p><p>It expires in ${minutes} minutes. If you did not ask for it, ignore this email: nobody can log in without it.</p>`
  return { subject: `Your Portico login code is ${code}`, text, html }
}

/**
 * A mailer over SMTP (nodemailer) to `smtpUrl`. Without a URL, codes are dropped and `warn` is told once:
 * a gateway built in a test that never logs in needs no mail server.
 */
export function createCodeMailer(
  smtpUrl: string | undefined,
  from: string = DEFAULT_MAIL_FROM,
  warn: (message: string) => void = () => undefined,
): CodeMailer {
  if (!smtpUrl) {
    let warned = false
    return {
      async send() {
        if (!warned) warn('no SMTP server configured (PORTICO_SMTP_URL): login codes are not sent')
        warned = true
      },
      async notify() {
        throw new Error('no SMTP server configured (PORTICO_SMTP_URL): the notice cannot be sent')
      },
      close() {},
    }
  }
  const transport = nodemailer.createTransport(smtpUrl)
  return {
    async send(email, code) {
      await transport.sendMail({ from, to: email, ...codeEmail(code) })
    },
    async notify(email, mail) {
      await transport.sendMail({ from, to: email, ...mail })
    },
    close: () => transport.close(),
  }
}
