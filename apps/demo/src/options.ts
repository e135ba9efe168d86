import {
  anvil,
  anvilB,
  bitcoinTestnet,
  mainnet,
  type PorticoOptions,
  solanaPorticoLocal,
} from '@portico/core'
import { parseOptionsJson } from './optionsJson.js'

/**
 * The demo's defaults (TEST-CONTRACT.md): the two devnet chains and mainnet, the devnet Solana and Bitcoin
 * testnet; every RPC goes through the gateway.
 */
export const DEFAULT_OPTIONS = {
  projectId: __PORTICO_PROJECT_ID__,
  gatewayUrl: __PORTICO_GATEWAY_URL__,
  relayUrl: __PORTICO_RELAY_URL__,
  networks: [anvil, anvilB, mainnet, solanaPorticoLocal, bitcoinTestnet],
  defaultNetwork: anvil,
  metadata: {
    name: 'Portico demo',
    description: 'Try every Portico option',
    url: typeof location === 'undefined' ? 'http://127.0.0.1:5173' : location.origin,
    icons: [],
  },
  termsConditionsUrl: 'https://example.com/terms',
  privacyPolicyUrl: 'https://example.com/privacy',
} satisfies Omit<PorticoOptions, 'adapters'>

/**
 * The JSON options from `?options=<URL-encoded JSON>`, and `?locale=<code>` as a shorthand for the `locale`
 * option; a parse error is shown, not thrown.
 */
export function readQueryOptions(search: string): { options: Partial<PorticoOptions>; error?: string } {
  const params = new URLSearchParams(search)
  const raw = params.get('options')
  const locale = params.get('locale')
  const parsed = raw ? parseOptionsJson(raw) : { options: {} }
  if ('error' in parsed) return { options: {}, error: parsed.error }
  return { options: locale ? { ...parsed.options, locale } : parsed.options }
}
