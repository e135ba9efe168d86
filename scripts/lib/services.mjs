// The services `npm start` runs, as data: one entry per service. To add one (the secure site, for example),
// add an entry: its ports, what it starts after, its node arguments, its readiness check and its URLs.
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { ensureConsoleBuild } from '../../apps/console/scripts/consoleBuild.mjs'
import { ensureSiteBuild } from '../../apps/secure-site/scripts/siteBuild.mjs'

export const ROOT = join(import.meta.dirname, '..', '..')
const HOST = '127.0.0.1'
/**
 * The secure site's host name in its URLs: `localhost` (it listens on 127.0.0.1 like the rest). A WebAuthn RP ID
 * must be a domain, not an IP address, and the secure site's passkeys use its own host (issue 22).
 */
const SECURE_HOST = 'localhost'
const tsx = (file) => ['--import', 'tsx', file]

/**
 * The devnet manifest path the devnet writes and the gateway reads (the same for both): PORTICO_DEVNET_MANIFEST
 * when the caller set it; else, when PORTICO_DATA_DIR names a data directory (e2e and the bench use one per
 * run), `devnet-manifest.json` beside it, so parallel stacks keep their own manifests; else
 * `.data/devnet-manifest.json` at the repository root.
 * @param {Record<string, string | undefined>} env the stack's environment, before its defaults are applied
 */
const devnetManifestEnv = (env) => {
  const dataDir = env.PORTICO_DATA_DIR
  const path =
    env.PORTICO_DEVNET_MANIFEST ||
    (dataDir && !dataDir.startsWith('memory://')
      ? join(dirname(dataDir), 'devnet-manifest.json')
      : join(ROOT, '.data', 'devnet-manifest.json'))
  return { PORTICO_DEVNET_MANIFEST: path }
}

/** The providers the development identity provider stands in for (TEST-CONTRACT.md). */
const DEV_SOCIAL_PROVIDERS = ['google', 'x', 'discord', 'github', 'apple', 'facebook']

/**
 * Social login in development: every provider's endpoints point at the development identity provider, and the
 * development project has a client for each (the identity provider registers the same list). A variable the
 * caller set wins. See services/gateway/README.md (Social login).
 * @param {Record<string, string | undefined>} env the stack's environment, before its defaults are applied
 */
const devSocialEnv = (env) => {
  const idp = `http://${HOST}:${env.PORTICO_IDP_PORT || 8790}`
  const project = env.PORTICO_PROJECT_ID || 'portico-dev'
  const clients = Object.fromEntries(
    DEV_SOCIAL_PROVIDERS.map((p) => [
      p,
      { clientId: `${project}-${p}`, clientSecret: `${project}-${p}-dev-secret` },
    ]),
  )
  const endpoints = Object.fromEntries(
    DEV_SOCIAL_PROVIDERS.map((p) => [
      p,
      {
        issuer: idp,
        authorizationEndpoint: `${idp}/auth`,
        tokenEndpoint: `${idp}/token`,
        jwksUri: `${idp}/jwks`,
        userinfoEndpoint: `${idp}/api/user`,
      },
    ]),
  )
  return {
    PORTICO_SOCIAL_CLIENTS: env.PORTICO_SOCIAL_CLIENTS || JSON.stringify({ [project]: clients }),
    PORTICO_SOCIAL_ENDPOINTS: env.PORTICO_SOCIAL_ENDPOINTS || JSON.stringify(endpoints),
    PORTICO_SECURE_SITE_URL:
      env.PORTICO_SECURE_SITE_URL || `http://${SECURE_HOST}:${env.PORTICO_SECURE_PORT || 5174}`,
  }
}

/**
 * The operator console in development (issue 26 item 2): the gateway signs operators in at the development identity
 * provider with the client `portico-console` (the identity provider registers it from the same variables), and the
 * development operator is the identity provider's user `operator`. A variable the caller set wins. See
 * services/gateway/README.md (Operator console).
 * @param {Record<string, string | undefined>} env the stack's environment, before its defaults are applied
 */
const devConsoleEnv = (env) => ({
  PORTICO_CONSOLE_ISSUER: env.PORTICO_CONSOLE_ISSUER || `http://${HOST}:${env.PORTICO_IDP_PORT || 8790}`,
  PORTICO_CONSOLE_CLIENT_ID: env.PORTICO_CONSOLE_CLIENT_ID || 'portico-console',
  PORTICO_CONSOLE_CLIENT_SECRET: env.PORTICO_CONSOLE_CLIENT_SECRET || 'portico-console-dev-secret',
  PORTICO_CONSOLE_OPERATORS: env.PORTICO_CONSOLE_OPERATORS || 'operator@users.idp.portico.local',
})

/**
 * @typedef {object} ServiceSpec
 * @property {string} name
 * @property {Record<string, number>} ports port variable to default port
 * @property {string[]} after services that must be ready first (when they run)
 * @property {(options: { demo?: boolean; relay?: boolean; env?: Record<string, string> }) => boolean} enabled
 * @property {(ports: Record<string, number>) => string[]} args arguments of `node`, run from the repo root
 * @property {(env: Record<string, string | undefined>) => Record<string, string>} [env] variables this service
 *   gets on top of the stack's environment
 * @property {string[]} [secrets] variables only this service receives: removed from every other service's
 *   environment (the key service's secret never reaches the gateway or the secure site)
 * @property {(log: (line: string) => void) => Promise<Record<string, string>>} [prepare] work done before the
 *   service is spawned (a build), started with the stack and not counted in the readiness timeout; resolves
 *   variables the service gets
 * @property {{ http: (ports: Record<string, number>) => string } | { line: RegExp }} ready
 * @property {(ports: Record<string, number>) => Record<string, string>} urls
 */

/** @type {ServiceSpec[]} */
export const SERVICES = [
  {
    name: 'devnet',
    // The devnet Solana's WebSocket takes PORTICO_SOLANA_PORT + 1.
    ports: { PORTICO_EVM_A_PORT: 8545, PORTICO_EVM_B_PORT: 8546, PORTICO_SOLANA_PORT: 8899 },
    after: [],
    enabled: () => true,
    args: () => tsx('tools/devnet/src/main.ts'),
    env: devnetManifestEnv,
    ready: { line: /^ready in / },
    urls: (p) => ({
      evmA: `http://${HOST}:${p.PORTICO_EVM_A_PORT}`,
      evmB: `http://${HOST}:${p.PORTICO_EVM_B_PORT}`,
      solana: `http://${HOST}:${p.PORTICO_SOLANA_PORT}`,
    }),
  },
  {
    name: 'bundler',
    // ERC-4337 bundlers (alto) for chains A and B; they need the devnet's EntryPoint.
    ports: { PORTICO_BUNDLER_PORT: 8791, PORTICO_BUNDLER_B_PORT: 8792 },
    after: ['devnet'],
    enabled: () => true,
    args: () => tsx('tools/devnet/src/bundler/main.ts'),
    ready: { line: /^ready in / },
    urls: (p) => ({
      bundlerA: `http://${HOST}:${p.PORTICO_BUNDLER_PORT}`,
      bundlerB: `http://${HOST}:${p.PORTICO_BUNDLER_B_PORT}`,
    }),
  },
  {
    name: 'gateway',
    ports: { PORTICO_GATEWAY_PORT: 8787 },
    after: ['devnet'],
    enabled: () => true,
    args: () => tsx('services/gateway/src/main.ts'),
    env: (env) => ({ ...devnetManifestEnv(env), ...devSocialEnv(env), ...devConsoleEnv(env) }),
    // The operator console's static build, made only when its sources changed (apps/console/scripts/consoleBuild.mjs).
    prepare: async (log) => {
      const { dir } = await ensureConsoleBuild({ log })
      return { PORTICO_CONSOLE_DIR: dir }
    },
    ready: { http: (p) => `http://${HOST}:${p.PORTICO_GATEWAY_PORT}/health` },
    urls: (p) => ({
      gateway: `http://${HOST}:${p.PORTICO_GATEWAY_PORT}`,
      console: `http://${HOST}:${p.PORTICO_GATEWAY_PORT}/console/`,
    }),
  },
  {
    name: 'relay',
    ports: { PORTICO_RELAY_PORT: 8788 },
    // After the gateway: the relay checks every project id against the gateway's project table.
    after: ['devnet', 'gateway'],
    // The relay is being built; it runs once its entry point exists.
    enabled: (o) => o.relay !== false && existsSync(join(ROOT, 'services/relay/src/main.ts')),
    args: () => tsx('services/relay/src/main.ts'),
    env: (env) => ({
      PORTICO_RELAY_GATEWAY_URL:
        env.PORTICO_RELAY_GATEWAY_URL || `http://${HOST}:${env.PORTICO_GATEWAY_PORT || 8787}`,
    }),
    ready: { http: (p) => `http://${HOST}:${p.PORTICO_RELAY_PORT}/health` },
    urls: (p) => ({ relay: `ws://${HOST}:${p.PORTICO_RELAY_PORT}` }),
  },
  {
    name: 'mail',
    ports: { PORTICO_SMTP_PORT: 1025, PORTICO_MAIL_PORT: 1080 },
    after: [],
    enabled: () => true,
    args: () => tsx('tools/dev-services/src/main.ts'),
    ready: { http: (p) => `http://${HOST}:${p.PORTICO_MAIL_PORT}/healthz` },
    urls: (p) => ({ mail: `http://${HOST}:${p.PORTICO_MAIL_PORT}/email` }),
  },
  {
    name: 'idp',
    ports: { PORTICO_IDP_PORT: 8790 },
    after: [],
    enabled: () => true,
    args: () => tsx('tools/dev-services/src/idpMain.ts'),
    env: (env) => ({ ...devSocialEnv(env), ...devConsoleEnv(env) }),
    ready: { http: (p) => `http://${HOST}:${p.PORTICO_IDP_PORT}/.well-known/openid-configuration` },
    urls: (p) => ({ idp: `http://${HOST}:${p.PORTICO_IDP_PORT}` }),
  },
  {
    name: 'keys',
    // Managed custody's key service (issue 22 item 4): its own process and secret, run only when
    // PORTICO_KEY_SERVICE_SECRET is set; the secure site then forwards /api/wrap-key to it.
    ports: { PORTICO_KEY_SERVICE_PORT: 8793 },
    secrets: ['PORTICO_KEY_SERVICE_SECRET'],
    after: ['gateway'],
    enabled: (o) => Boolean(o.env?.PORTICO_KEY_SERVICE_SECRET ?? process.env.PORTICO_KEY_SERVICE_SECRET),
    args: () => tsx('apps/secure-site/server/keyServiceMain.ts'),
    ready: { http: (p) => `http://${HOST}:${p.PORTICO_KEY_SERVICE_PORT}/health` },
    urls: () => ({}),
  },
  {
    name: 'secure',
    ports: { PORTICO_SECURE_PORT: 5174 },
    after: ['gateway', 'keys'],
    enabled: () => true,
    env: (env) =>
      env.PORTICO_KEY_SERVICE_SECRET
        ? { PORTICO_KEY_SERVICE_URL: `http://${HOST}:${env.PORTICO_KEY_SERVICE_PORT || 8793}` }
        : {},
    // The production build (no dev server), made while the devnet and the gateway start, and only when the
    // site's sources changed since the last one (apps/secure-site/scripts/siteBuild.mjs).
    prepare: async (log) => {
      const { dir } = await ensureSiteBuild({ log })
      return { PORTICO_SECURE_SITE_DIST: dir }
    },
    args: () => tsx('apps/secure-site/server/main.ts'),
    ready: { http: (p) => `http://${HOST}:${p.PORTICO_SECURE_PORT}/health` },
    urls: (p) => ({ secure: `http://${SECURE_HOST}:${p.PORTICO_SECURE_PORT}/` }),
  },
  {
    name: 'demo',
    ports: { PORTICO_DEMO_PORT: 5173 },
    // The dev server only needs the services' URLs (from the ports), not their answers: it starts at once.
    after: [],
    enabled: (o) => o.demo !== false,
    args: (p) => [
      'node_modules/vite/bin/vite.js',
      '--config',
      'apps/demo/vite.config.ts',
      '--port',
      String(p.PORTICO_DEMO_PORT),
      '--strictPort',
      '--host',
      HOST,
    ],
    ready: { http: (p) => `http://${HOST}:${p.PORTICO_DEMO_PORT}/` },
    urls: (p) => ({ demo: `http://${HOST}:${p.PORTICO_DEMO_PORT}/` }),
  },
]
