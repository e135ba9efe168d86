import { type BuyerRequest, requireBuyerAddress } from './buyerRequest.js'
import type { MeldConfig } from './onrampConfig.js'

/** Meld's hosted widget. */
export const MELD_DEFAULT_URL = 'https://meldcrypto.com'

/**
 * J-12: a Meld widget URL: `publicKey`, `destinationCurrencyCode` ('SOL' on solana, else 'USDC'),
 * `walletAddress`, `externalCustomerId` = the project id, and the preset `sourceAmount` in
 * `sourceCurrencyCode` when given. Meld's public key is meant for URLs: nothing is signed.
 */
export function meldUrl(config: MeldConfig, request: BuyerRequest): string {
  const walletAddress = requireBuyerAddress(request)
  const url = new URL(`${config.baseUrl ?? MELD_DEFAULT_URL}/`)
  url.searchParams.set('publicKey', config.publicKey)
  url.searchParams.set('destinationCurrencyCode', request.namespace === 'solana' ? 'SOL' : 'USDC')
  url.searchParams.set('walletAddress', walletAddress)
  url.searchParams.set('externalCustomerId', request.projectId)
  if (request.fiatAmount) {
    url.searchParams.set('sourceAmount', request.fiatAmount)
    url.searchParams.set('sourceCurrencyCode', request.fiatCurrency)
  }
  return url.toString()
}
