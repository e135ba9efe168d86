import type { Eip1193Provider } from '@portico/core'
import { describe, expect, it, vi } from 'vitest'
import { approvedNetworks } from './approvedNetworks.js'

const provider = (approvedChainIds?: () => unknown): Eip1193Provider =>
  ({ request: async () => null, ...(approvedChainIds ? { approvedChainIds } : {}) }) as Eip1193Provider

describe('approvedNetworks (D-25)', () => {
  it('D-25 a provider that names its approved chains gives their CAIP-2 ids', () => {
    expect(approvedNetworks(provider(() => [31337, 31338]))).toEqual({
      approvedCaipNetworkIds: ['eip155:31337', 'eip155:31338'],
    })
  })

  it('D-25 an injected provider (no list) approves every network', () => {
    expect(approvedNetworks(provider())).toEqual({})
  })

  it('ignores garbage, an empty list and a throwing provider, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    for (const answer of [() => 'all', () => [], () => [1, -2], () => [1.5], () => [Number.NaN]]) {
      expect(approvedNetworks(provider(answer))).toEqual({})
    }
    expect(
      approvedNetworks(
        provider(() => {
          throw new Error('boom')
        }),
      ),
    ).toEqual({})
    expect(warn).toHaveBeenCalledTimes(6)
    warn.mockRestore()
  })
})
