import { createHmac } from 'node:crypto'
import { type BuyerRequest, requireBuyerAddress } from './buyerRequest.js'
import type { MoonPayConfig } from './onrampConfig.js'

/** MoonPay's buy widget (dev.moonpay.com, "URL signing"). */
export const MOONPAY_DEFAULT_URL = 'https://buy.moonpay.com'

/** MoonPay's network suffix of a currency code per chain (`usdc_polygon`); Ethereum has none. */
const MOONPAY_NETWORK_SUFFIX: Record<string, string> = {
  'eip155:1': '',
  'eip155:137': '_polygon',
  'eip155:8453': '_base',
  'eip155:42161': '_arbitrum',
  'eip155:10': '_optimism',
}

/** MoonPay's currency code for a symbol on a chain (`usdc`, `usdc_polygon`, `usdc_sol`, `sol`). */
export function moonpayCurrencyCode(request: BuyerRequest): string {
  const symbol = request.cryptoCurrency.toLowerCase()
  if (request.namespace === 'solana') return symbol === 'sol' ? 'sol' : `${symbol}_sol`
  return `${symbol}${MOONPAY_NETWORK_SUFFIX[`eip155:${request.chainReference}`] ?? ''}`
}

/**
 * MoonPay's signature of a widget URL: HMAC-SHA256 of the URL's query string (`?` included) under the secret
 * key, base64 (dev.moonpay.com, "How to generate signatures").
 */
export function moonpaySignature(url: string, secretKey: string): string {
  return createHmac('sha256', secretKey).update(new URL(url).search).digest('base64')
}

/**
 * A signed MoonPay buy URL for the buyer's wallet: the query holds `apiKey`, `currencyCode`, `walletAddress`,
 * `baseCurrencyCode`, the preset amount and `externalCustomerId`, then `signature` last (MoonPay requires it
 * whenever `walletAddress` is passed).
 */
export function moonpayUrl(config: MoonPayConfig, request: BuyerRequest): string {
  const walletAddress = requireBuyerAddress(request)
  const url = new URL(config.baseUrl ?? MOONPAY_DEFAULT_URL)
  url.searchParams.set('apiKey', config.apiKey)
  url.searchParams.set('currencyCode', moonpayCurrencyCode(request))
  url.searchParams.set('walletAddress', walletAddress)
  url.searchParams.set('baseCurrencyCode', request.fiatCurrency.toLowerCase())
  if (request.fiatAmount) url.searchParams.set('baseCurrencyAmount', request.fiatAmount)
  else if (request.cryptoAmount) url.searchParams.set('quoteCurrencyAmount', request.cryptoAmount)
  url.searchParams.set('externalCustomerId', request.projectId)
  const unsigned = url.toString()
  return `${unsigned}&signature=${encodeURIComponent(moonpaySignature(unsigned, config.secretKey))}`
}
