import type { EventEmitter } from 'node:events'
import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { createMailHttpServer } from './mailHttp.js'
import { type CaughtMail, MailStore, toCaughtMail } from './mailStore.js'

/** Default SMTP port of the development mail catcher (TEST-CONTRACT.md, env `PORTICO_SMTP_PORT`). */
export const DEFAULT_SMTP_PORT = 1025
/** Default web/REST port of the development mail catcher (TEST-CONTRACT.md, env `PORTICO_MAIL_PORT`). */
export const DEFAULT_MAIL_PORT = 1080
/** Largest message accepted, in bytes. */
const MAX_MESSAGE_BYTES = 5 * 1024 * 1024

/** Where {@link startMailCatcher} listens; port 0 picks a free port. */
export interface MailCatcherOptions {
  smtpPort?: number
  webPort?: number
  /** Default `127.0.0.1`. */
  host?: string
  /** Told about SMTP connection errors after start (a client hanging up); default: ignored. */
  onError?: (error: Error) => void
}

/** A running mail catcher. */
export interface MailCatcher {
  smtpPort: number
  webPort: number
  /** `http://<host>:<webPort>`: the REST base (`GET /email`). */
  webUrl: string
  /** `smtp://<host>:<smtpPort>`: what the gateway's `PORTICO_SMTP_URL` points to. */
  smtpUrl: string
  /** The caught messages, oldest first. */
  messages(): readonly CaughtMail[]
  close(): Promise<void>
}

/** What {@link listen} needs: the SMTP server (which re-emits its socket's errors) or the web server. */
type Listener = EventEmitter & { listen(port: number, host: string, cb: () => void): unknown }

/** Listens on `port`, rejecting on a listen error (a port in use) instead of emitting it. */
const listen = (server: Listener, port: number, host: string) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })

/**
 * Starts the development mail catcher: an SMTP server that accepts every message without authentication and
 * keeps it in memory, and a web server answering MailDev's REST API (`GET /email`), so tests and developers
 * read the one-time codes the gateway sends.
 *
 * @example
 * const catcher = await startMailCatcher({ smtpPort: 0, webPort: 0 })
 * const mails = await (await fetch(`${catcher.webUrl}/email`)).json()
 */
export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<MailCatcher> {
  const host = options.host ?? '127.0.0.1'
  const store = new MailStore()
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const envelope = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          }
          store.add(toCaughtMail(parsed, envelope))
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  const web = createMailHttpServer(store)
  await listen(smtp, options.smtpPort ?? DEFAULT_SMTP_PORT, host)
  try {
    await listen(web, options.webPort ?? DEFAULT_MAIL_PORT, host)
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
    throw error
  }
  // A client that drops its connection mid-message is the client's problem, never the catcher's.
  smtp.on('error', (error: Error) => options.onError?.(error))
  const smtpPort = (smtp.server.address() as AddressInfo).port
  const webPort = (web.address() as AddressInfo).port
  return {
    smtpPort,
    webPort,
    webUrl: `http://${host}:${webPort}`,
    smtpUrl: `smtp://${host}:${smtpPort}`,
    messages: () => store.all(),
    async close() {
      web.closeAllConnections()
      await Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => web.close(() => resolve())),
      ])
    },
  }
}
