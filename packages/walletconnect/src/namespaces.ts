import { type CaipNetwork, isHexAddress } from '@portico/core'
import { NAMESPACE_METHODS } from './constants.js'
import type { ProposalNamespace, Session } from './sign/types.js'

type ProposedNamespace = keyof typeof NAMESPACE_METHODS

const isProposed = (ns: string): ns is ProposedNamespace => Object.hasOwn(NAMESPACE_METHODS, ns)

/**
 * The namespaces a pairing proposes, all optional: one per namespace of the app's networks (eip155,
 * solana, bip122 together), each with that namespace's methods and events from the O-01 table.
 */
export function proposalNamespaces(networks: readonly CaipNetwork[]): Record<string, ProposalNamespace> {
  const out: Record<string, ProposalNamespace> = {}
  for (const network of networks) {
    const ns = network.chainNamespace
    if (!isProposed(ns)) continue
    const entry = out[ns] ?? {
      chains: [],
      methods: [...NAMESPACE_METHODS[ns].methods],
      events: [...NAMESPACE_METHODS[ns].events],
    }
    out[ns] = entry
    if (!entry.chains?.includes(network.caipNetworkId)) entry.chains?.push(network.caipNetworkId)
  }
  return out
}

/** The chains of a namespace a session grants (`eip155:1`, …), in the wallet's order. */
export function sessionChains(session: Session, namespace: string): string[] {
  const ns = session.namespaces[namespace]
  if (!ns) return []
  const fromAccounts = ns.accounts.map((a) => a.split(':').slice(0, 2).join(':'))
  return [...new Set([...(ns.chains ?? []), ...fromAccounts])]
}

/** The CAIP-10 accounts of a namespace, as addresses (`solana:…:<address>` → `<address>`). */
export function sessionNamespaceAddresses(session: Session, namespace: string): string[] {
  return [...new Set((session.namespaces[namespace]?.accounts ?? []).map((a) => a.split(':')[2] ?? ''))]
}

/** The eip155 chain ids a session grants, in the wallet's order. */
export function sessionChainIds(session: Session): number[] {
  const ids = sessionChains(session, 'eip155')
    .map((chain) => Number(chain.split(':')[1]))
    .filter((id) => Number.isSafeInteger(id) && id > 0)
  return [...new Set(ids)]
}

/** The addresses a session grants on `chainId` (all eip155 addresses when none is on that chain). */
export function sessionAddresses(session: Session, chainId: number | undefined): string[] {
  const accounts = (session.namespaces.eip155?.accounts ?? []).map((a) => a.split(':'))
  const onChain = accounts.filter((parts) => Number(parts[1]) === chainId).map((parts) => parts[2])
  const all = onChain.length > 0 ? onChain : accounts.map((parts) => parts[2])
  return [...new Set(all.filter(isHexAddress))]
}

/** The chain a new session starts on: the app's first network the wallet granted, else the wallet's first. */
export function initialChainId(session: Session, networks: readonly CaipNetwork[]): number | undefined {
  const granted = sessionChainIds(session)
  const preferred = networks
    .filter((n) => n.chainNamespace === 'eip155')
    .map((n) => Number(n.id))
    .find((id) => granted.includes(id))
  return preferred ?? granted[0]
}
