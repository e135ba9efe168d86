import type { TokenBalance } from '@portico/core'

/** The pUSD contract on the devnet's chain A, for test balances. */
export const PUSD_ADDRESS = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

/** A gateway balance entry on eip155:31337 (native when `address` is omitted). */
export const balanceOf = (
  symbol: string,
  numeric: string,
  extra: Partial<TokenBalance> & { decimals?: string } = {},
): TokenBalance => {
  const { decimals = '18', ...rest } = extra
  return {
    name: symbol,
    symbol,
    chainId: 'eip155:31337',
    quantity: { decimals, numeric },
    iconUrl: '',
    ...rest,
  }
}
