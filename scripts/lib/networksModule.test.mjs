import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import * as chains from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { NETWORKS_MODULE_PATH, renderNetworksModule } from './networksModule.mjs'

const ROOT = join(import.meta.dirname, '..', '..')

describe('the generated networks module', () => {
  it('is what scripts/generate-networks.mjs writes from the installed viem (regenerate after a viem upgrade)', () => {
    const { version } = createRequire(import.meta.url)('viem/package.json')
    const committed = readFileSync(join(ROOT, NETWORKS_MODULE_PATH), 'utf8')
    expect(committed === renderNetworksModule(chains, version)).toBe(true)
  })

  it('writes strings as escaped literals and skips what is no chain', () => {
    const text = renderNetworksModule(
      {
        odd: {
          id: 7,
          name: "it's */ odd",
          nativeCurrency: { name: 'Gas', symbol: '1$', decimals: 18 },
          rpcUrls: { default: { http: ['https://rpc.example'] } },
        },
        notAChain: { id: 'x' },
        mainnet: { id: 1, name: 'Ethereum', nativeCurrency: {}, rpcUrls: { default: { http: [] } } },
      },
      '0.0.0',
    )
    expect(text).toContain("name: 'it\\'s */ odd'")
    expect(text).toContain("/** it's * / odd: `eip155:7`. */")
    expect(text).toContain("const _1_: NativeCurrency = { name: 'Gas', symbol: '1$', decimals: 18 }")
    expect(text).not.toContain('notAChain')
    expect(text).not.toContain('export const mainnet')
  })
})
