import { describe, expect, it } from 'vitest'
import { initialAccountState } from '../stores/chains.js'
import { createAccount } from './createAccount.js'

describe('accounts', () => {
  it('E-01 createAccount returns exactly namespace, address, type, publicKey and path', () => {
    const account = createAccount('bip122', 'bc1qaddress', 'payment', '02abcd', "m/84'/0'/0'/0/0")
    expect(account).toStrictEqual({
      namespace: 'bip122',
      address: 'bc1qaddress',
      type: 'payment',
      publicKey: '02abcd',
      path: "m/84'/0'/0'/0/0",
    })
  })

  it('E-03 the initial per-chain account state has every key of the spec', () => {
    expect(Object.keys(initialAccountState()).sort()).toEqual(
      [
        'status',
        'caipAddress',
        'address',
        'balance',
        'balanceSymbol',
        'profileName',
        'profileImage',
        'user',
        'addressExplorerUrl',
        'smartAccountDeployed',
        'currentTab',
        'tokenBalance',
        'addressLabels',
        'allAccounts',
        'connectedWalletInfo',
        'preferredAccountTypes',
        'socialProvider',
        'socialWindow',
        'farcasterUrl',
        'balanceLoading',
        'lastRetry',
      ].sort(),
    )
    expect(initialAccountState().status).toBe('disconnected')
  })
})
