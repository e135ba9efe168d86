import { type CaipNetwork, isHexAddress } from '@portico/core'
import type { ProposalTypes, SessionTypes } from '@walletconnect/types'
import { EIP155_EVENTS, EIP155_METHODS } from './constants.js'

/** The namespaces a pairing proposes: every eip155 network of the app, all optional. */
export function proposalNamespaces(networks: readonly CaipNetwork[]): ProposalTypes.OptionalNamespaces {
  const chains = networks.filter((n) => n.chainNamespace === 'eip155').map((n) => n.caipNetworkId)
  return { eip155: { chains, methods: [...EIP155_METHODS], events: [...EIP155_EVENTS] } }
}

/** The eip155 chain ids a session grants, in the wallet's order. */
export function sessionChainIds(session: SessionTypes.Struct): number[] {
  const ns = session.namespaces.eip155
  if (!ns) return []
  const ids = [...(ns.chains ?? []), ...ns.accounts.map((a) => a.split(':').slice(0, 2).join(':'))]
    .map((chain) => Number(chain.split(':')[1]))
    .filter((id) => Number.isSafeInteger(id) && id > 0)
  return [...new Set(ids)]
}

/** The addresses a session grants on `chainId` (all eip155 addresses when none is on that chain). */
export function sessionAddresses(session: SessionTypes.Struct, chainId: number | undefined): string[] {
  const accounts = (session.namespaces.eip155?.accounts ?? []).map((a) => a.split(':'))
  const onChain = accounts.filter((parts) => Number(parts[1]) === chainId).map((parts) => parts[2])
  const all = onChain.length > 0 ? onChain : accounts.map((parts) => parts[2])
  return [...new Set(all.filter(isHexAddress))]
}

/** The chain a new session starts on: the app's first network the wallet granted, else the wallet's first. */
export function initialChainId(
  session: SessionTypes.Struct,
  networks: readonly CaipNetwork[],
): number | undefined {
  const granted = sessionChainIds(session)
  const preferred = networks.map((n) => Number(n.id)).find((id) => granted.includes(id))
  return preferred ?? granted[0]
}
