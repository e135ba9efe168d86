/** Log levels from most to least verbose; `silent` logs nothing. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent'

/** Structured logger: a message plus optional fields, one JSON object per line. */
export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void
  info(msg: string, fields?: Record<string, unknown>): void
  warn(msg: string, fields?: Record<string, unknown>): void
  error(msg: string, fields?: Record<string, unknown>): void
}

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 }

/**
 * Creates a logger that writes JSON lines (`{"time","level","service":"relay","msg",…}`) to stdout.
 * @param level the least severe level written; `silent` for tests
 */
export function createLogger(level: LogLevel = 'info'): Logger {
  const min = RANK[level] ?? RANK.info
  const write = (lvl: Exclude<LogLevel, 'silent'>, msg: string, fields?: Record<string, unknown>) => {
    if (RANK[lvl] < min) return
    const line = JSON.stringify({
      time: new Date().toISOString(),
      level: lvl,
      service: 'relay',
      msg,
      ...fields,
    })
    process.stdout.write(`${line}\n`)
  }
  return {
    debug: (msg, fields) => write('debug', msg, fields),
    info: (msg, fields) => write('info', msg, fields),
    warn: (msg, fields) => write('warn', msg, fields),
    error: (msg, fields) => write('error', msg, fields),
  }
}

/** Reads a log level from an environment value, defaulting to `info`. */
export function parseLogLevel(value: string | undefined): LogLevel {
  return value && value in RANK ? (value as LogLevel) : 'info'
}
