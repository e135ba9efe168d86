import type { Address, Hex } from 'viem'
import type { GatewayCalls } from '../frame/gatewayCalls.js'

/** The gateway's smart-session routes (N-01, N-02), as the secure site calls them (through `calls`). */
export function gatewaySessions(calls: GatewayCalls) {
  const path = (account: string, suffix = '') => `/v1/sessions/${account}${suffix}`
  const caip = (chainId: number, address: Address) => `eip155:${chainId}:${address}`
  return {
    /** Registers a session the account granted on chain: the ERC-7715 request and its `pci`. */
    register: (chainId: number, address: Address, request: Record<string, unknown>, pci: Hex) =>
      calls.post<unknown>(path(caip(chainId, address)), { ...request, pci }),
    /** Marks a session revoked, with the account's signature of `Revoke smart session {pci}`. */
    revoke: (chainId: number, address: Address, pci: Hex, signature: Hex) =>
      calls.post<unknown>(path(caip(chainId, address), '/revoke'), { pci, signature }),
  }
}
export type GatewaySessions = ReturnType<typeof gatewaySessions>
