import type { Address, Hex } from 'viem'

/** The gateway's smart-session routes (N-01, N-02), as the secure site calls them. */
export function gatewaySessions(gatewayUrl: string, projectId: string, fetcher: typeof fetch = fetch) {
  const url = (account: string, suffix = '') =>
    `${gatewayUrl}/v1/sessions/${account}${suffix}?projectId=${encodeURIComponent(projectId)}`
  const post = async (target: string, body: unknown) => {
    const res = await fetcher(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const answer = (await res.json().catch(() => null)) as { message?: string } | null
    if (!res.ok) throw new Error(answer?.message ?? `The gateway answered ${res.status}`)
    return answer
  }
  const caip = (chainId: number, address: Address) => `eip155:${chainId}:${address}`
  return {
    /** Registers a session the account granted on chain: the ERC-7715 request and its `pci`. */
    register: (chainId: number, address: Address, request: Record<string, unknown>, pci: Hex) =>
      post(url(caip(chainId, address)), { ...request, pci }),
    /** Marks a session revoked, with the account's signature of `Revoke smart session {pci}`. */
    revoke: (chainId: number, address: Address, pci: Hex, signature: Hex) =>
      post(url(caip(chainId, address), '/revoke'), { pci, signature }),
  }
}
export type GatewaySessions = ReturnType<typeof gatewaySessions>
