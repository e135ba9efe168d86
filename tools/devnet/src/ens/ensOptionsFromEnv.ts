import { getAddress } from 'viem'
import type { DeployEnsOptions } from './deployEns.js'
import { ensGatewayUrlTemplate } from './ensConstants.js'

/**
 * The ENS setup from the environment: PORTICO_NAMES_ZONE, PORTICO_ENS_GATEWAY_URL (else the gateway at
 * 127.0.0.1:PORTICO_GATEWAY_PORT) and PORTICO_ENS_SIGNER_ADDRESS. Unset variables keep their defaults.
 */
export function ensOptionsFromEnv(env: NodeJS.ProcessEnv): Partial<DeployEnsOptions> {
  const gateway =
    env.PORTICO_ENS_GATEWAY_URL ||
    (env.PORTICO_GATEWAY_PORT ? `http://127.0.0.1:${env.PORTICO_GATEWAY_PORT}` : undefined)
  return {
    ...(env.PORTICO_NAMES_ZONE && { zone: env.PORTICO_NAMES_ZONE }),
    ...(gateway && { url: ensGatewayUrlTemplate(gateway) }),
    ...(env.PORTICO_ENS_SIGNER_ADDRESS && { signers: [getAddress(env.PORTICO_ENS_SIGNER_ADDRESS)] }),
  }
}
