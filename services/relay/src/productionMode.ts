import { type Environment, isUnset, type ProductionRule, productionRefusals } from '@portico/core/production'

/** Each `PORTICO_RELAY_PUBLIC_URL` entry is a `wss://` URL (the default is `ws://127.0.0.1:<port>`). */
const publicUrlsSecure = (env: Environment) => {
  const urls = (env.PORTICO_RELAY_PUBLIC_URL ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean)
  return urls.length > 0 && urls.every((url) => /^wss:\/\/[^/\s]/.test(url))
}

/** The relay's development defaults that production (`PORTICO_ENV=production`) refuses, each naming its setting. */
export const RELAY_PRODUCTION_RULES: readonly ProductionRule[] = [
  {
    setting: 'PORTICO_RELAY_GATEWAY_URL',
    refused: (env) => isUnset(env, 'PORTICO_RELAY_GATEWAY_URL'),
    why: 'is unset, so any project id may connect (name the gateway whose project table decides, e.g. http://gateway.internal:8787)',
  },
  {
    setting: 'PORTICO_RELAY_PUBLIC_URL',
    refused: (env) => !publicUrlsSecure(env),
    why: 'must list the wss:// URL(s) at which clients reach this relay (the default is ws://127.0.0.1:<port>)',
  },
  {
    setting: 'PORTICO_METRICS_TOKEN',
    refused: (env) => isUnset(env, 'PORTICO_METRICS_TOKEN'),
    why: 'is unset, so GET /metrics would be public (the scraper sends it as `Authorization: Bearer <token>`)',
  },
]

/** Production mode: the relay's development defaults still in force in `env`; empty in development. */
export const relayProductionRefusals = (env: Environment): string[] =>
  productionRefusals(RELAY_PRODUCTION_RULES, env)
