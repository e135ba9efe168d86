import { type Address, type Hex, keccak256, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/**
 * Private key of the account that deploys the devnet's ENS contracts (keccak256 of
 * `portico ens deployer (development only)`): its own account, so the other deployers' nonces stay as they are.
 * Development only: this key is public.
 */
export const ENS_DEPLOYER_KEY: Hex = keccak256(toHex('portico ens deployer (development only)'))

/**
 * The development CCIP-Read signer: the gateway's default `PORTICO_ENS_SIGNER_KEY` is
 * keccak256 of `portico ens ccip signer (development only)`, whose address is this. The devnet's offchain
 * resolver trusts it unless `PORTICO_ENS_SIGNER_ADDRESS` names another. Development only: the key is public.
 */
export const DEV_ENS_SIGNER_ADDRESS: Address = privateKeyToAccount(
  keccak256(toHex('portico ens ccip signer (development only)')),
).address

/** The development zone whose names the gateway answers (the gateway's `PORTICO_NAMES_ZONE` default). */
export const DEV_ENS_ZONE = 'portico.test'

/** The gateway path of the CCIP-Read endpoint, as an ERC-3668 URL template. */
export const ENS_GATEWAY_PATH = '/v1/ens/{sender}?data={data}'

/** The ERC-3668 URL template for a gateway at `gatewayUrl` (e.g. `http://127.0.0.1:8787`). */
export function ensGatewayUrlTemplate(gatewayUrl: string): string {
  return `${gatewayUrl.replace(/\/+$/, '')}${ENS_GATEWAY_PATH}`
}
