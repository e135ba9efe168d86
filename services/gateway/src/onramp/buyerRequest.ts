/** What a provider URL is built for: the buyer's wallet and the preset purchase. */
export interface BuyerRequest {
  /** The buyer's address, already validated for `namespace`. Never empty: no URL is built without it. */
  address: string
  namespace: 'eip155' | 'solana'
  /** The chain's reference (`'1'`, `'137'`, `'31337'`). */
  chainReference: string
  /** Symbol of the currency bought (`USDC`, `ETH`, `pUSD`). */
  cryptoCurrency: string
  /** Payment currency (`USD`, `EUR`). */
  fiatCurrency: string
  /** Preset fiat amount, a decimal string. */
  fiatAmount?: string
  /** Preset crypto amount, a decimal string. */
  cryptoAmount?: string
  /** The modal's project, passed to providers as the external customer id. */
  projectId: string
}

/** Thrown when a URL would be built without the buyer's address (issue 10: never). */
export class MissingBuyerAddressError extends Error {
  constructor() {
    super('A provider URL needs the buyer address')
    this.name = 'MissingBuyerAddressError'
  }
}

/** Refuses a request without an address, so no builder can forget the check. */
export function requireBuyerAddress(request: BuyerRequest): string {
  if (!request.address) throw new MissingBuyerAddressError()
  return request.address
}
