import { DEFAULT_LOG_LEVEL, LOGGER_BUFFER_BYTES } from '../constants.js'
import { ValidationError } from '../errors/errors.js'

/** The logger's levels, lowest first; `silent` writes nothing to the console (entries are still kept). */
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

/** One thing the dialog logged: when, how serious, what, and the error or value it was about as text. */
export type LogEntry = {
  time: number
  level: Exclude<LogLevel, 'silent'>
  message: string
  details?: string
}

/** P-19: the dialog's log, kept for the app to read (`portico.logger.entries()`), e.g. for a support report. */
export type Logger = {
  readonly level: LogLevel
  setLevel(level: LogLevel): void
  debug(message: string, details?: unknown): void
  info(message: string, details?: unknown): void
  warn(message: string, details?: unknown): void
  error(message: string, details?: unknown): void
  /** The kept entries, oldest first. */
  entries(): LogEntry[]
}

type Console = Pick<typeof console, 'debug' | 'info' | 'warn' | 'error'>

const describe = (value: unknown): string =>
  value instanceof Error
    ? `${value.name}: ${value.message}`
    : typeof value === 'string'
      ? value
      : String(value)

/**
 * P-19, T-25: a logger at level 'error' by default that keeps every entry (whatever the level) in a buffer of
 * at most 1,024,000 bytes, the oldest evicted first, and writes to the console from its level up.
 */
export function createLogger(
  options: { level?: LogLevel; maxBytes?: number; now?: () => number; console?: Console } = {},
): Logger {
  const { maxBytes = LOGGER_BUFFER_BYTES, now = Date.now, console: sink = console } = options
  const encoder = new TextEncoder()
  const kept: { entry: LogEntry; bytes: number }[] = []
  let total = 0
  let level: LogLevel = DEFAULT_LOG_LEVEL

  function setLevel(next: LogLevel): void {
    if (!LOG_LEVELS.includes(next)) {
      throw new ValidationError(`Invalid log level: expected one of ${LOG_LEVELS.join(', ')}`)
    }
    level = next
  }
  if (options.level) setLevel(options.level)

  const write = (at: LogEntry['level']) => (message: string, details?: unknown) => {
    const entry: LogEntry = { time: now(), level: at, message }
    if (details !== undefined) entry.details = describe(details)
    const bytes = encoder.encode(JSON.stringify(entry)).length
    kept.push({ entry, bytes })
    total += bytes
    while (total > maxBytes && kept.length > 0) total -= kept.shift()?.bytes ?? 0
    if (LOG_LEVELS.indexOf(at) >= LOG_LEVELS.indexOf(level)) {
      sink[at](`[portico] ${message}`, ...(details === undefined ? [] : [details]))
    }
  }

  return {
    get level() {
      return level
    },
    setLevel,
    debug: write('debug'),
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
    entries: () => kept.map((k) => k.entry),
  }
}
