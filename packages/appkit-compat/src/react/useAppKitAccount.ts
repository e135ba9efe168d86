import { type Account, type ChainNamespace, getPlainAddress } from '@portico/core'
import { useStoreSelector } from '@portico/react'
import { useMemo } from 'react'
import { useAppKitInstance } from './useAppKitInstance.js'

const NO_ACCOUNTS: readonly Account[] = []

/**
 * AppKit's `useAppKitAccount`: the active namespace's account (or `namespace`'s): `address`, `caipAddress`,
 * `isConnected`, `status`, `allAccounts`, and `embeddedWalletInfo` when it is an email or social login.
 */
export function useAppKitAccount(options: { namespace?: ChainNamespace } = {}) {
  const portico = useAppKitInstance()
  // Plain values and the store's own references only, so the slice compares equal until it changes.
  const slice = useStoreSelector(portico.stores.chains, (s) => {
    const namespace = options.namespace ?? s.activeChain
    const account = namespace ? s.chains[namespace]?.accountState : undefined
    return {
      namespace,
      caipAddress: options.namespace ? account?.caipAddress : s.activeCaipAddress,
      status: account?.status ?? 'disconnected',
      allAccounts: account?.allAccounts ?? NO_ACCOUNTS,
      user: account?.user,
      socialProvider: account?.socialProvider,
      accountType: namespace ? account?.preferredAccountTypes[namespace] : undefined,
      isSmartAccountDeployed: account?.smartAccountDeployed ?? false,
    }
  })
  const { namespace, caipAddress, status, allAccounts, user, socialProvider, accountType } = slice
  const { isSmartAccountDeployed } = slice
  return useMemo(
    () => ({
      allAccounts,
      address: getPlainAddress(caipAddress),
      caipAddress,
      isConnected: !!caipAddress,
      status,
      embeddedWalletInfo:
        user && namespace
          ? { user, authProvider: socialProvider ?? 'email', accountType, isSmartAccountDeployed }
          : undefined,
    }),
    [allAccounts, caipAddress, status, user, namespace, socialProvider, accountType, isSmartAccountDeployed],
  )
}
