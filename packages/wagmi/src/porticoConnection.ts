import type { PorticoClient } from '@portico/core'
import { type Address, getAddress } from 'viem'

/** What the wagmi connector needs of a Portico instance (`createPortico` or `createPorticoClient`). */
export type PorticoInstance = Pick<
  PorticoClient,
  'stores' | 'ready' | 'open' | 'disconnect' | 'switchNetwork' | 'getWalletProvider'
>

/** Portico's EVM (eip155) connection as wagmi sees it: the accounts and the chain id. */
export type PorticoEvmConnection = { accounts: readonly [Address, ...Address[]]; chainId: number }

/**
 * The eip155 connection Portico holds right now (whichever wallet made it: injected, EIP-6963, WalletConnect or
 * embedded), or undefined when nothing is connected on eip155. Read from Portico's stores, the one source of
 * truth both the dialog and wagmi follow.
 */
export function readPorticoConnection(portico: PorticoInstance): PorticoEvmConnection | undefined {
  if (!portico.stores.connections.getState().connectorIds.eip155) return undefined
  const state = portico.stores.chains.getState()
  const chain = state.chains.eip155
  const address = chain?.accountState.address
  const network = state.activeChain === 'eip155' ? state.activeCaipNetwork : chain?.networkState.caipNetwork
  if (!address || typeof network?.id !== 'number') return undefined
  const others = chain.accountState.allAccounts
    .map((account) => account.address)
    .filter((other) => other.toLowerCase() !== address.toLowerCase())
  return {
    accounts: [getAddress(address), ...others.map((other) => getAddress(other))],
    chainId: network.id,
  }
}

/**
 * Calls `onChange(next, previous)` whenever Portico's eip155 connection changes (connect, disconnect, another
 * account, another chain). Returns the unsubscribe function.
 */
export function watchPorticoConnection(
  portico: PorticoInstance,
  onChange: (next: PorticoEvmConnection | undefined, previous: PorticoEvmConnection | undefined) => void,
): () => void {
  let last = readPorticoConnection(portico)
  const check = () => {
    const next = readPorticoConnection(portico)
    if (sameConnection(next, last)) return
    const previous = last
    last = next
    onChange(next, previous)
  }
  const offs = [portico.stores.chains.subscribe(check), portico.stores.connections.subscribe(check)]
  return () => {
    for (const off of offs) off()
  }
}

function sameConnection(a: PorticoEvmConnection | undefined, b: PorticoEvmConnection | undefined): boolean {
  if (!a || !b) return a === b
  return a.chainId === b.chainId && a.accounts.join() === b.accounts.join()
}

/**
 * Opens the Portico dialog on eip155 and resolves with the connection the visitor makes there, or undefined
 * when the dialog closes first.
 */
export function connectThroughDialog(portico: PorticoInstance): Promise<PorticoEvmConnection | undefined> {
  return new Promise((resolve) => {
    const offs: (() => void)[] = []
    const settle = (value: PorticoEvmConnection | undefined) => {
      for (const off of offs.splice(0)) off()
      resolve(value)
    }
    offs.push(
      watchPorticoConnection(portico, (next) => {
        if (next) settle(next)
      }),
      // Settles when the dialog goes from open to closed (its other state changes do not count).
      portico.stores.modal.subscribe((modal, previous) => {
        if (previous.open && !modal.open) settle(readPorticoConnection(portico))
      }),
    )
    portico.open({ namespace: 'eip155' })
  })
}
