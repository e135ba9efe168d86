import { join } from 'node:path'

/** Where `npm run build -w @portico/console` puts the app (the default of `PORTICO_CONSOLE_DIR`). */
export const DEFAULT_CONSOLE_DIR = join(
  import.meta.dirname,
  '..',
  '..',
  '..',
  '..',
  'apps',
  'console',
  'dist',
)
/** Operator sessions last this long (seconds) unless configured: one working day. */
export const DEFAULT_CONSOLE_SESSION_TTL_SEC = 8 * 60 * 60
/** A sign-in started at the identity provider must come back within this (seconds). */
export const CONSOLE_LOGIN_FLOW_TTL_SEC = 600

/**
 * The operator's console (issue 26 item 2): who signs in, through which OpenID Connect provider, and where its
 * built app is. Unset: the gateway serves no console.
 */
export interface ConsoleConfig {
  /** The operators' OpenID Connect issuer (env `PORTICO_CONSOLE_ISSUER`); its discovery document is read. */
  issuer: string
  /** The console's client at that issuer (env `PORTICO_CONSOLE_CLIENT_ID`). */
  clientId: string
  /** Its secret, sent as `client_secret_basic` (env `PORTICO_CONSOLE_CLIENT_SECRET`). */
  clientSecret: string
  /**
   * Who may operate: ID-token subjects (`sub`) or verified email addresses, compared exactly (env
   * `PORTICO_CONSOLE_OPERATORS`, comma-separated). Anyone else who signs in at the issuer is refused.
   */
  operators: readonly string[]
  /** The built console (env `PORTICO_CONSOLE_DIR`, default {@link DEFAULT_CONSOLE_DIR}); unset: the API only. */
  appDir?: string
  /** Operator session lifetime in seconds (default {@link DEFAULT_CONSOLE_SESSION_TTL_SEC}). */
  sessionTtlSec?: number
}

const isHttpUrl = (raw: string, loopbackHttp: boolean) => {
  try {
    const url = new URL(raw)
    if (url.protocol === 'https:') return true
    return (
      loopbackHttp && url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)
    )
  } catch {
    return false
  }
}

/**
 * Reads the console's settings from the environment: none of `PORTICO_CONSOLE_ISSUER`, `…_CLIENT_ID`,
 * `…_CLIENT_SECRET`, `…_OPERATORS` set gives undefined (no console); some but not all, an issuer that is not
 * https (http only on a loopback host), or an empty operator list throws, naming the variable.
 */
export function consoleConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ConsoleConfig | undefined {
  const names = [
    'PORTICO_CONSOLE_ISSUER',
    'PORTICO_CONSOLE_CLIENT_ID',
    'PORTICO_CONSOLE_CLIENT_SECRET',
    'PORTICO_CONSOLE_OPERATORS',
  ] as const
  const set = names.filter((name) => env[name])
  if (set.length === 0) return undefined
  const missing = names.find((name) => !env[name])
  if (missing) throw new Error(`${missing} is required when ${set[0]} is set (operator console)`)
  const issuer = env.PORTICO_CONSOLE_ISSUER as string
  if (!isHttpUrl(issuer, true))
    throw new Error('PORTICO_CONSOLE_ISSUER must be an https URL (http only on 127.0.0.1 or localhost)')
  const operators = (env.PORTICO_CONSOLE_OPERATORS as string)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  if (operators.length === 0) throw new Error('PORTICO_CONSOLE_OPERATORS names no operator')
  return {
    issuer,
    clientId: env.PORTICO_CONSOLE_CLIENT_ID as string,
    clientSecret: env.PORTICO_CONSOLE_CLIENT_SECRET as string,
    operators,
    appDir: env.PORTICO_CONSOLE_DIR || DEFAULT_CONSOLE_DIR,
  }
}
