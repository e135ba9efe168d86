import { WalletConnectProtocolError } from '../protocol/errors.js'
import { REASONS } from '../protocol/methods.js'
import { type ProposalNamespace, type SessionNamespace, SignError } from './types.js'

const NAMESPACE = /^[-a-z0-9]{3,8}$/
const CHAIN_ID = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const ACCOUNT_ID = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')

const settlementFailed = (reason: string) =>
  new SignError(
    REASONS.SESSION_SETTLEMENT_FAILED.code,
    `${REASONS.SESSION_SETTLEMENT_FAILED.message} ${reason}`,
  )

/** The namespace part of a namespace key (`eip155` or `eip155:1`). */
export const namespaceOf = (key: string): string => key.split(':')[0] ?? key

/** The chains a granted namespace covers: its `chains`, or the chains of its accounts. */
export function grantedChains(key: string, ns: SessionNamespace): string[] {
  if (key.includes(':')) return [key]
  const chains = ns.chains ?? []
  const fromAccounts = ns.accounts.map((a) => a.split(':').slice(0, 2).join(':'))
  return [...new Set([...chains, ...fromAccounts])]
}

/**
 * Checks the namespaces a wallet grants (settle or update) against CAIP-25 and the proposal: well-formed
 * CAIP-2 chains and CAIP-10 accounts, method and event lists, every required namespace granted, and no
 * namespace that was not proposed. A wallet may grant fewer optional namespaces than proposed.
 */
export function checkGrantedNamespaces(
  value: unknown,
  proposed: { required: Record<string, ProposalNamespace>; optional: Record<string, ProposalNamespace> },
): Record<string, SessionNamespace> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw settlementFailed('The namespaces are not an object.')
  }
  const granted = value as Record<string, SessionNamespace>
  const proposedNames = new Set(
    [...Object.keys(proposed.required), ...Object.keys(proposed.optional)].map(namespaceOf),
  )
  if (Object.keys(granted).length === 0) throw settlementFailed('No namespace granted.')
  for (const [key, ns] of Object.entries(granted)) {
    const name = namespaceOf(key)
    if (!NAMESPACE.test(name) || (key.includes(':') && !CHAIN_ID.test(key))) {
      throw settlementFailed(`Invalid namespace key "${key}".`)
    }
    if (!proposedNames.has(name)) throw settlementFailed(`Namespace "${name}" was not proposed.`)
    if (typeof ns !== 'object' || ns === null) throw settlementFailed(`Namespace "${key}" is not an object.`)
    if (
      !isStringList(ns.accounts) ||
      !ns.accounts.every((a) => ACCOUNT_ID.test(a) && a.startsWith(`${name}:`))
    ) {
      throw settlementFailed(`Namespace "${key}" has invalid CAIP-10 accounts.`)
    }
    if (!isStringList(ns.methods) || !isStringList(ns.events)) {
      throw settlementFailed(`Namespace "${key}" needs methods and events lists.`)
    }
    if (ns.chains !== undefined) {
      if (!isStringList(ns.chains) || !ns.chains.every((c) => CHAIN_ID.test(c) && c.startsWith(`${name}:`))) {
        throw settlementFailed(`Namespace "${key}" has invalid CAIP-2 chains.`)
      }
      const chains = new Set(ns.chains)
      const stray = ns.accounts.find((a) => !chains.has(a.split(':').slice(0, 2).join(':')))
      if (stray) throw settlementFailed(`Account ${stray} is on a chain the namespace does not list.`)
    }
  }
  for (const key of Object.keys(proposed.required)) {
    if (!Object.keys(granted).some((g) => namespaceOf(g) === namespaceOf(key))) {
      throw settlementFailed(`Required namespace "${key}" was not granted.`)
    }
  }
  return granted
}

/** Checks proposal namespaces before they are sent (CAIP-25). */
export function checkProposalNamespaces(value: Record<string, ProposalNamespace>, field: string): void {
  for (const [key, ns] of Object.entries(value)) {
    if (!NAMESPACE.test(namespaceOf(key)))
      throw new WalletConnectProtocolError('INVALID_INPUT', `${field}: invalid namespace key "${key}"`)
    if (!isStringList(ns.methods) || !isStringList(ns.events)) {
      throw new WalletConnectProtocolError(
        'INVALID_INPUT',
        `${field}.${key}: methods and events must be lists of strings`,
      )
    }
    const chains = key.includes(':') ? [key] : (ns.chains ?? [])
    if (
      chains.length === 0 ||
      !chains.every((c) => CHAIN_ID.test(c) && c.startsWith(`${namespaceOf(key)}:`))
    ) {
      throw new WalletConnectProtocolError(
        'INVALID_INPUT',
        `${field}.${key}: needs CAIP-2 chains of that namespace`,
      )
    }
  }
}
