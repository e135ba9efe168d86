/**
 * `@portico/core/dev`: the development account every local chain funds (anvil's default mnemonic and its first
 * account), for the devnet, the test wallets, the services' development defaults and the tests. Public
 * knowledge, never a real key; kept out of the main entry so no app bundle carries it.
 */

/** The standard development mnemonic (anvil, hardhat); the devnet funds its accounts on every chain. */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk'

/** The first account of {@link DEV_MNEMONIC} (m/44'/60'/0'/0/0). */
export const DEV_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
