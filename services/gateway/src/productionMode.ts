import { isAbsolute, relative } from 'node:path'
import {
  isHttpsUrl,
  type PorticoEnv,
  type ProductionRule,
  porticoEnvFromEnv as readPorticoEnv,
  productionRefusals as refusalsOf,
  isUnset as unset,
} from '@portico/core/production'
import { REPO_ROOT } from './config.js'

export { PORTICO_ENVS, type PorticoEnv } from '@portico/core/production'

/** Reads `PORTICO_ENV` (`development` by default); throws a clear error on any other value. */
export const porticoEnvFromEnv = (env: NodeJS.ProcessEnv = process.env): PorticoEnv => readPorticoEnv(env)

/** True when `path` lies inside the repository checkout (where development data and secrets live). */
const insideRepository = (path: string) => {
  const rel = relative(REPO_ROOT, path)
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel))
}

/** The gateway's development defaults that production refuses, each naming its setting. */
export const GATEWAY_PRODUCTION_RULES: readonly ProductionRule[] = [
  {
    setting: 'PORTICO_AUTH_SECRET',
    refused: (env) => unset(env, 'PORTICO_AUTH_SECRET'),
    why: 'is unset, so the session-signing secret would be generated into the database, where whoever reads the database can forge sessions',
  },
  {
    setting: 'DATABASE_URL',
    refused: (env) =>
      unset(env, 'DATABASE_URL') &&
      (unset(env, 'PORTICO_DATA_DIR') || insideRepository(env.PORTICO_DATA_DIR ?? '')),
    why: "is unset, so the data would live in PGlite inside the repository's .data (set DATABASE_URL, or PORTICO_DATA_DIR outside the checkout)",
  },
  {
    setting: 'PORTICO_SMTP_URL',
    refused: (env) => unset(env, 'PORTICO_SMTP_URL'),
    why: 'is unset, so login codes would go to the development mail catcher on 127.0.0.1',
  },
  {
    setting: 'PORTICO_RPC_URLS',
    refused: (env) => unset(env, 'PORTICO_RPC_URLS'),
    why: "is unset, so the chains would be the local devnet's (name each chain's upstream RPC)",
  },
  {
    setting: 'PORTICO_GATEWAY_PUBLIC_URL',
    refused: (env) => !isHttpsUrl(env.PORTICO_GATEWAY_PUBLIC_URL),
    why: 'must be the https URL at which apps reach this gateway (icon and image URLs are built on it)',
  },
  {
    setting: 'PORTICO_ONRAMP_SANDBOX',
    refused: (env) => env.PORTICO_ONRAMP_SANDBOX !== 'off',
    why: 'must be off: the sandbox on-ramp sends devnet tokens from a development key',
  },
  {
    setting: 'PORTICO_ENS_SIGNER_KEY',
    refused: (env) => unset(env, 'PORTICO_ENS_SIGNER_KEY'),
    why: 'is unset, so ENS answers would be signed with the public development key',
  },
  {
    setting: 'PORTICO_FARCASTER_RPC_URL',
    refused: (env) => !isHttpsUrl(env.PORTICO_FARCASTER_RPC_URL),
    why: "must be an https RPC URL of Optimism, where Farcaster's ID registry lives (the default is the local devnet)",
  },
  {
    setting: 'PORTICO_PROJECT_ID',
    refused: (env) => !unset(env, 'PORTICO_PROJECT_ID'),
    why: 'names the development project, which production never creates (create projects with `npm run portico-admin`)',
  },
  {
    setting: 'PORTICO_CONSOLE_ISSUER',
    refused: (env) => !unset(env, 'PORTICO_CONSOLE_ISSUER') && !isHttpsUrl(env.PORTICO_CONSOLE_ISSUER),
    why: "must be the operators' https OpenID Connect issuer when the console is on (the http default is the development identity provider, where anyone signs in as anyone)",
  },
  {
    setting: 'PORTICO_METRICS_TOKEN',
    refused: (env) => unset(env, 'PORTICO_METRICS_TOKEN'),
    why: 'is unset, so GET /metrics would be public (the scraper sends it as `Authorization: Bearer <token>`)',
  },
]

/**
 * Production mode (`PORTICO_ENV=production`): every development default still in force, each as one line naming
 * its setting. Empty in development, or when production is fully configured.
 */
export function productionRefusals(env: NodeJS.ProcessEnv = process.env): string[] {
  return refusalsOf(GATEWAY_PRODUCTION_RULES, env)
}
