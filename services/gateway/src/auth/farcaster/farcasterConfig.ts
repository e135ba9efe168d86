import { isHexAddress } from '@portico/core'
import type { Address } from 'viem'
import { checkEndpointUrl } from '../social/socialConfig.js'

/**
 * Farcaster's IdRegistry on Optimism, which `@farcaster/auth-client`'s `viemConnector` reads; the devnet puts its
 * registry at the same address (tools/devnet, FarcasterIdRegistry), so the default works in development too.
 */
export const FARCASTER_ID_REGISTRY_OPTIMISM: Address = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'

/** Sign In With Farcaster settings of the gateway (env `PORTICO_FARCASTER_*`). */
export interface FarcasterConfig {
  /**
   * JSON-RPC URL of the chain holding the IdRegistry (env `PORTICO_FARCASTER_RPC_URL`): an Optimism node in
   * production. Default: devnet chain A (`PORTICO_EVM_A_PORT`, else 8545).
   */
  rpcUrl: string
  /** The IdRegistry (`idOf(address)`) address (env `PORTICO_FARCASTER_ID_REGISTRY`, default Optimism's). */
  idRegistryAddress: Address
  /**
   * The domain signed messages must name (env `PORTICO_FARCASTER_DOMAIN`). Unset: the host of the app origin the
   * sign-in started from (the app the user signs into, as Farcaster's relay takes it from the app).
   */
  domain?: string
}

const DOMAIN = /^[a-z0-9.-]{1,253}(:[0-9]{1,5})?$/i

/** Reads the Farcaster settings from the environment; throws a clear error naming a malformed variable. */
export function farcasterConfigFromEnv(env: NodeJS.ProcessEnv = process.env): FarcasterConfig {
  const rpcUrl = env.PORTICO_FARCASTER_RPC_URL
    ? checkEndpointUrl(env.PORTICO_FARCASTER_RPC_URL, 'PORTICO_FARCASTER_RPC_URL')
    : `http://127.0.0.1:${env.PORTICO_EVM_A_PORT || '8545'}`
  const registry = env.PORTICO_FARCASTER_ID_REGISTRY || FARCASTER_ID_REGISTRY_OPTIMISM
  if (!isHexAddress(registry)) throw new Error('PORTICO_FARCASTER_ID_REGISTRY must be a 0x-prefixed address')
  const config: FarcasterConfig = { rpcUrl, idRegistryAddress: registry as Address }
  if (env.PORTICO_FARCASTER_DOMAIN) {
    if (!DOMAIN.test(env.PORTICO_FARCASTER_DOMAIN)) {
      throw new Error('PORTICO_FARCASTER_DOMAIN must be a host name, optionally with a port (example.com)')
    }
    config.domain = env.PORTICO_FARCASTER_DOMAIN
  }
  return config
}
