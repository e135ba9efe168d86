import {
  type Environment,
  isHttpsUrl,
  isUnset,
  type ProductionRule,
  productionRefusals,
} from '@portico/core/production'

/**
 * The secure site's development defaults that production (`PORTICO_ENV=production`) refuses, each naming its
 * setting.
 */
export const SITE_PRODUCTION_RULES: readonly ProductionRule[] = [
  {
    setting: 'PORTICO_SECURE_SITE_SECRET',
    refused: (env) => isUnset(env, 'PORTICO_SECURE_SITE_SECRET'),
    why: "is unset, so the site key service's secret would be generated into a file (the repository's .data by default) instead of kept by the operator",
  },
  {
    setting: 'PORTICO_GATEWAY_URL',
    refused: (env) => !isHttpsUrl(env.PORTICO_GATEWAY_URL),
    why: 'must be the https URL at which browsers reach the gateway (it is written into the page; the default is http://127.0.0.1:8787)',
  },
  {
    setting: 'PORTICO_SMART_ACCOUNT_FACTORY',
    refused: (env) => env.PORTICO_SMART_ACCOUNT_FACTORY === undefined,
    why: "is unset, so smart accounts would use the devnet's factory address (name the deployed factory, or `off`)",
  },
  {
    setting: 'PORTICO_SECURE_SITE_DIST',
    refused: (env) => isUnset(env, 'PORTICO_SECURE_SITE_DIST'),
    why: 'is unset, so the server would build the site from the sources at start (build it once with `npm run build -w @portico/secure-site` and name the folder it prints)',
  },
]

/** Production mode: the secure site's development defaults still in force in `env`; empty in development. */
export const siteProductionRefusals = (env: Environment): string[] =>
  productionRefusals(SITE_PRODUCTION_RULES, env)
