/** The on-ramp views' strings in English (OnRampProviders, BuyInProgress): the catalogues' `onramp` group. */
export const ONRAMP_EN = {
  loadingProviders: 'Loading the providers',
  youPay: 'You pay',
  paymentCurrency: 'Payment currency',
  youReceive: 'You receive',
  fees: 'Fees',
  gettingQuote: 'Getting a quote…',
  buyWith: 'Buy {symbol} with',
  noProvider: 'No on-ramp provider is available on this network',
  opening: 'Opening…',
  continue: 'Continue',
  waiting: 'Waiting for the purchase',
  failed: 'The purchase failed; nothing was received.',
  inProgress: 'Purchase in progress…',
  completeIn: 'Complete the purchase in the {provider} window',
  theProvider: 'provider',
  willArrive: '{amount} will arrive in your wallet',
}
