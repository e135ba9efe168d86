import { DEVNET_ACCOUNTS } from './constants.js'

/** An ERC-20 the devnet deploys; `perHolder` whole tokens go to each of `holders`. */
export interface Erc20Spec {
  name: string
  symbol: string
  decimals: number
  holders: readonly (typeof DEVNET_ACCOUNTS)[number][]
  perHolder: bigint
}

/** The ERC-20s on both devnet chains, in deploy order (deployer nonces 0 and 1). */
export const DEVNET_ERC20S = [
  {
    name: 'Portico USD',
    symbol: 'pUSD',
    decimals: 6,
    // Account 9 is the gateway's sandbox on-ramp treasury (services/gateway, On-ramp).
    holders: [DEVNET_ACCOUNTS[0], DEVNET_ACCOUNTS[1], DEVNET_ACCOUNTS[9]],
    perHolder: 1_000_000n,
  },
  {
    name: 'Portico Token',
    symbol: 'PRT',
    decimals: 18,
    holders: [DEVNET_ACCOUNTS[0], DEVNET_ACCOUNTS[1]],
    perHolder: 1_000n,
  },
] as const satisfies readonly Erc20Spec[]

/** The ERC-721 collection on both devnet chains (deployer nonce 2): token id `i + 1` goes to `owners[i]`. */
export const DEVNET_ERC721 = {
  name: 'Portico Punks',
  symbol: 'PPUNK',
  owners: [
    DEVNET_ACCOUNTS[0],
    DEVNET_ACCOUNTS[0],
    DEVNET_ACCOUNTS[0],
    DEVNET_ACCOUNTS[1],
    DEVNET_ACCOUNTS[1],
  ],
} as const
