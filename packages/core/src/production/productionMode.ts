/**
 * Production mode (`PORTICO_ENV=production`): the rule every service applies at start. Each service lists the
 * development defaults it would otherwise run with as {@link ProductionRule}s; in production, any rule still in
 * force is refused by name and the service does not start.
 */

import { BaseError } from '../errors/BaseError.js'

/** A service setting that production mode or its parsing refuses (the message names the setting). */
export class ProductionModeError extends BaseError {
  override name = 'ProductionModeError'
  constructor(message: string) {
    super(message, { category: 'CONFIGURATION' })
  }
}

/** `PORTICO_ENV`: `development` (the default: the devnet, the mail catcher, generated secrets) or `production`. */
export const PORTICO_ENVS = ['development', 'production'] as const
export type PorticoEnv = (typeof PORTICO_ENVS)[number]

/** The environment a service reads (`process.env` in Node). */
export type Environment = Readonly<Record<string, string | undefined>>

/** Reads `PORTICO_ENV`; throws a clear error on any other value. */
export function porticoEnvFromEnv(env: Environment): PorticoEnv {
  const raw = env.PORTICO_ENV
  if (raw === undefined || raw === '') return 'development'
  if (!(PORTICO_ENVS as readonly string[]).includes(raw))
    throw new ProductionModeError(`PORTICO_ENV must be ${PORTICO_ENVS.join(' or ')}, got "${raw}"`)
  return raw as PorticoEnv
}

/** One development default that production refuses: the setting it names, when it is in force, and why. */
export interface ProductionRule {
  setting: string
  refused: (env: Environment) => boolean
  why: string
}

/** True when the variable `name` is unset or empty. */
export const isUnset = (env: Environment, name: string): boolean =>
  env[name] === undefined || env[name] === ''

/** True when `value` is an `https://` URL (a public endpoint reached by browsers or apps). */
export const isHttpsUrl = (value: string | undefined): boolean => /^https:\/\/[^/\s]/.test(value ?? '')

/**
 * The rules of `rules` in force in `env`, each as one line naming its setting. Empty in development, or when
 * production is fully configured.
 *
 * @example
 * productionRefusals(RELAY_RULES, { PORTICO_ENV: 'production' }) // ['PORTICO_RELAY_GATEWAY_URL is unset, …']
 */
export function productionRefusals(rules: readonly ProductionRule[], env: Environment): string[] {
  if (porticoEnvFromEnv(env) !== 'production') return []
  return rules.filter((rule) => rule.refused(env)).map((rule) => `${rule.setting} ${rule.why}`)
}

/** The one message a service prints when production mode refuses to start it. */
export function productionRefusalMessage(refusals: readonly string[]): string {
  return `production mode (PORTICO_ENV=production) refuses:\n  ${refusals.join('\n  ')}`
}

/**
 * Whether an `Authorization` header carries `Bearer <token>`, compared in time independent of where the two
 * differ (for the operator's endpoints such as `/metrics`).
 */
export function bearerTokenMatches(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1] ?? ''
  let diff = given.length ^ token.length
  for (let i = 0; i < token.length; i++)
    diff |= token.charCodeAt(i) ^ given.charCodeAt(i % (given.length || 1))
  return diff === 0 && token.length > 0
}
