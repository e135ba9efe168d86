import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { afterAll, describe, expect, it } from 'vitest'

// An app pays only for the networks it imports: bundles entries the way an app's bundler does (esbuild, ESM,
// minified) and reads what lands in the output.
const dir = mkdtempSync(join(tmpdir(), 'portico-networks-bundle-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function bundle(source: string): Promise<string> {
  const entry = join(dir, `entry-${Math.random().toString(36).slice(2)}.ts`)
  writeFileSync(entry, source)
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    minify: true,
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  })
  return result.outputFiles[0]?.text ?? ''
}

const from = (file: string) => JSON.stringify(join(import.meta.dirname, file))

describe('@portico/core/networks in an app bundle', () => {
  it('holds only the imported network: base without Optimism, Arbitrum or any other chain', async () => {
    const text = await bundle(`import { base } from ${from('index.ts')}\nglobalThis.network = base\n`)
    expect(text).toContain('eip155:8453')
    expect(text).toContain('https://mainnet.base.org')
    expect(text).not.toContain('OP Mainnet')
    expect(text).not.toContain('Arbitrum One')
    expect(text).not.toContain('Solana')
    expect(text.match(/eip155:/g)).toHaveLength(1)
    expect(text.length).toBeLessThan(1024)
  })

  it('costs little for ten networks: under 2 KiB gzip for the ten an app on the major chains imports', async () => {
    const ten = 'mainnet, base, optimism, arbitrum, polygon, bsc, avalanche, zksync, linea, solana'
    const text = await bundle(`import { ${ten} } from ${from('index.ts')}\nglobalThis.networks = [${ten}]\n`)
    // Ten networks, and none other (Solana's old id is its deprecatedCaipNetworkId).
    expect(text.match(/\bcaipNetworkId:/g)).toHaveLength(10)
    expect(gzipSync(text, { level: 9 }).length).toBeLessThan(2048)
  })

  it('keeps fromViemChain out of a bundle that does not call it', async () => {
    const text = await bundle(`import { optimism } from ${from('index.ts')}\nglobalThis.network = optimism\n`)
    expect(text).toContain('OP Mainnet')
    expect(text).not.toContain('fromViemChain')
  })

  it("is not part of core's main entry", async () => {
    const core = await import('../index.js')
    expect(core).not.toHaveProperty('base')
    const text = await bundle(`export * from ${from('../index.ts')}\n`)
    expect(text).not.toContain('Arbitrum One')
    expect(text).not.toContain('mainnet.base.org')
  })
})
