import { randomUUID } from 'node:crypto'
import type { ParsedMail } from 'mailparser'

/** Most messages kept; the oldest is dropped past this (a development inbox, not an archive). */
export const MAX_STORED_MESSAGES = 500

/** One address in MailDev's REST format. */
export interface MailAddress {
  address: string
  name: string
}

/** A caught message, in MailDev's REST format (`GET /email` answers an array of these). */
export interface CaughtMail {
  id: string
  /** When the catcher received it (ISO 8601). */
  time: string
  /** The message's own Date header (ISO 8601), or the receive time. */
  date: string
  subject: string
  from: MailAddress[]
  to: MailAddress[]
  text: string
  html: string
  headers: Record<string, string>
  /** Envelope recipients as the SMTP client gave them (RCPT TO). */
  envelope: { from: string; to: string[] }
}

const addresses = (value: ParsedMail['to'] | ParsedMail['from']): MailAddress[] => {
  const list = value === undefined ? [] : Array.isArray(value) ? value : [value]
  return list.flatMap((group) =>
    group.value.map((a) => ({ address: (a.address ?? '').toLowerCase(), name: a.name ?? '' })),
  )
}

/** Turns a parsed message and its SMTP envelope into the stored shape. */
export function toCaughtMail(parsed: ParsedMail, envelope: CaughtMail['envelope']): CaughtMail {
  const time = new Date().toISOString()
  const headers: Record<string, string> = {}
  for (const line of parsed.headerLines) headers[line.key] = line.line.slice(line.key.length + 1).trim()
  return {
    id: randomUUID(),
    time,
    date: parsed.date ? parsed.date.toISOString() : time,
    subject: parsed.subject ?? '',
    from: addresses(parsed.from),
    to: addresses(parsed.to),
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    headers,
    envelope,
  }
}

/** The catcher's inbox in memory, oldest first, capped at {@link MAX_STORED_MESSAGES}. */
export class MailStore {
  #messages: CaughtMail[] = []

  add(mail: CaughtMail): void {
    this.#messages.push(mail)
    if (this.#messages.length > MAX_STORED_MESSAGES) this.#messages.shift()
  }

  all(): readonly CaughtMail[] {
    return this.#messages
  }

  get(id: string): CaughtMail | undefined {
    return this.#messages.find((m) => m.id === id)
  }

  /** Removes one message; says whether it existed. */
  delete(id: string): boolean {
    const before = this.#messages.length
    this.#messages = this.#messages.filter((m) => m.id !== id)
    return this.#messages.length < before
  }

  clear(): void {
    this.#messages = []
  }
}
