import type { Hex } from 'viem'

/** The on-ramp providers the gateway can serve (J-01, J-02: the names of core's provider table). */
export const GATEWAY_ONRAMP_PROVIDERS = ['sandbox', 'moonpay', 'meld'] as const
export type OnrampProviderName = (typeof GATEWAY_ONRAMP_PROVIDERS)[number]

/**
 * Development mnemonic account 9 (`0xa0Ee7A142d267C1f36714E4a8F75612F20a79720`, m/44'/60'/0'/0/9): the
 * sandbox provider's treasury. The devnet gives it pUSD; no test wallet uses it. Public key: devnet only.
 */
export const SANDBOX_TREASURY_ACCOUNT_INDEX = 9

/** MoonPay keys (dashboard → Developers): the publishable key goes in the URL, the secret signs it. */
export interface MoonPayConfig {
  apiKey: string
  secretKey: string
  /** Widget base URL (default `https://buy.moonpay.com`; `https://buy-sandbox.moonpay.com` for test keys). */
  baseUrl?: string
}

/** Meld's public key (its dashboard); no secret goes in the URL. */
export interface MeldConfig {
  publicKey: string
  /** Widget base URL (default `https://meldcrypto.com`). */
  baseUrl?: string
}

/** The development sandbox provider: a checkout page on the gateway that sends devnet pUSD. */
export interface SandboxConfig {
  /** Off: the sandbox is not served even where a project lists it. */
  enabled?: boolean
  /** Treasury private key (default: development mnemonic account {@link SANDBOX_TREASURY_ACCOUNT_INDEX}). */
  treasuryKey?: Hex
}

/** On-ramp configuration: keys of the real providers, the sandbox, and which project offers which. */
export interface OnrampConfig {
  /** Project id → provider names (env `PORTICO_ONRAMP_PROVIDERS`); default: the dev project gets `sandbox`. */
  projects?: Record<string, OnrampProviderName[]>
  moonpay?: MoonPayConfig
  meld?: MeldConfig
  sandbox?: SandboxConfig
}

const isProviderName = (v: unknown): v is OnrampProviderName =>
  typeof v === 'string' && (GATEWAY_ONRAMP_PROVIDERS as readonly string[]).includes(v)

/** Parses `PORTICO_ONRAMP_PROVIDERS` (`{"acme":["moonpay","meld"]}`); throws a clear error when malformed. */
export function parseOnrampProjects(raw: string): Record<string, OnrampProviderName[]> {
  const message = `PORTICO_ONRAMP_PROVIDERS must be a JSON object of project id → provider names (${GATEWAY_ONRAMP_PROVIDERS.join(', ')}), like {"acme":["moonpay"]}`
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    throw new Error(message)
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error(message)
  const out: Record<string, OnrampProviderName[]> = {}
  for (const [project, names] of Object.entries(parsed)) {
    if (!Array.isArray(names) || !names.every(isProviderName)) throw new Error(message)
    out[project] = [...new Set(names)]
  }
  return out
}

/** Reads the on-ramp variables (services/gateway/README.md, On-ramp). */
export function onrampConfigFromEnv(env: NodeJS.ProcessEnv): OnrampConfig {
  const config: OnrampConfig = {}
  if (env.PORTICO_ONRAMP_PROVIDERS) config.projects = parseOnrampProjects(env.PORTICO_ONRAMP_PROVIDERS)
  if (env.PORTICO_MOONPAY_API_KEY || env.PORTICO_MOONPAY_SECRET_KEY) {
    if (!env.PORTICO_MOONPAY_API_KEY || !env.PORTICO_MOONPAY_SECRET_KEY)
      throw new Error('PORTICO_MOONPAY_API_KEY and PORTICO_MOONPAY_SECRET_KEY must be set together')
    config.moonpay = {
      apiKey: env.PORTICO_MOONPAY_API_KEY,
      secretKey: env.PORTICO_MOONPAY_SECRET_KEY,
      ...(env.PORTICO_MOONPAY_URL
        ? { baseUrl: httpsUrl(env.PORTICO_MOONPAY_URL, 'PORTICO_MOONPAY_URL') }
        : {}),
    }
  }
  if (env.PORTICO_MELD_PUBLIC_KEY) {
    config.meld = {
      publicKey: env.PORTICO_MELD_PUBLIC_KEY,
      ...(env.PORTICO_MELD_URL ? { baseUrl: httpsUrl(env.PORTICO_MELD_URL, 'PORTICO_MELD_URL') } : {}),
    }
  }
  const sandbox = env.PORTICO_ONRAMP_SANDBOX
  if (sandbox !== undefined && sandbox !== '' && sandbox !== 'on' && sandbox !== 'off')
    throw new Error('PORTICO_ONRAMP_SANDBOX must be on or off')
  const key = env.PORTICO_ONRAMP_SANDBOX_KEY
  if (key !== undefined && key !== '' && !/^0x[0-9a-fA-F]{64}$/.test(key))
    throw new Error('PORTICO_ONRAMP_SANDBOX_KEY must be a 0x-prefixed 32-byte hex private key')
  config.sandbox = { enabled: sandbox !== 'off', ...(key ? { treasuryKey: key as Hex } : {}) }
  return config
}

function httpsUrl(raw: string, name: string): string {
  if (!/^https:\/\/[^\s?#]+$/.test(raw)) throw new Error(`${name} must be an https URL without query`)
  return raw.replace(/\/+$/, '')
}

/**
 * Which providers a project offers: its entry in `projects`, else `sandbox` for the development project, else
 * none. Providers without their keys (or the sandbox when off) are left out.
 */
export function projectProviders(
  config: OnrampConfig,
  projectId: string,
  devProjectId: string,
): OnrampProviderName[] {
  const listed = config.projects?.[projectId] ?? (projectId === devProjectId ? ['sandbox'] : [])
  return listed.filter((name) => {
    if (name === 'moonpay') return !!config.moonpay
    if (name === 'meld') return !!config.meld
    return config.sandbox?.enabled !== false
  })
}
