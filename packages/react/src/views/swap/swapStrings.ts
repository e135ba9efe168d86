/**
 * The swap views' strings in English: the catalogues' `swap` group. The action button's labels and the swap
 * errors (I-11, I-12) are core's `SwapMessages` and translate through the `messages` group.
 */
export const SWAP_EN = {
  youPay: 'You pay',
  youReceive: 'You receive',
  amount: 'Amount',
  balance: 'Balance: {amount}',
  switchTokens: 'Switch tokens',
  selectToken: 'Select token',
  searchTokens: 'Search tokens',
  searchToken: 'Search token',
  tokens: 'Tokens',
  approveAndSwap: 'Approve {symbol} and swap',
  swap: 'Swap',
  approving: 'Approving {symbol}…',
  priceImpact: 'Price impact',
  maxSlippage: 'Max slippage',
  atLeast: '(at least {amount})',
  networkFee: 'Network fee',
  providerFee: 'Provider fee',
}
