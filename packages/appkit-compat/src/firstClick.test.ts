// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { afterAll, describe, expect, it } from 'vitest'

// The compatibility layer adds at most 3 KiB gzip before the first click (issue 28): the same app written on
// AppKit's names and on Portico's, each bundled as an app's bundler does (ESM, minified, code split: what loads
// on demand is in other chunks), compared by the gzip size of what loads first. React, wagmi and viem are
// external in both (the same in both apps).
const dir = mkdtempSync(join(tmpdir(), 'portico-appkit-compat-size-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const COMPAT_APP = `
import { createAppKit, useAppKitAccount, useAppKitNetwork } from '@portico/appkit-compat/react'
import { WagmiAdapter } from '@portico/appkit-compat/adapter-wagmi'
import { base, optimism } from '@portico/appkit-compat/networks'
const networks = [base, optimism]
const wagmiAdapter = new WagmiAdapter({ networks, projectId: 'p' })
createAppKit({ adapters: [wagmiAdapter], networks, projectId: 'p' })
globalThis.app = { config: wagmiAdapter.wagmiConfig, useAppKitAccount, useAppKitNetwork }
`

const PORTICO_APP = `
import { DEFAULT_GATEWAY_URL, createGatewayClient } from '@portico/core'
import { base, optimism } from '@portico/core/networks'
import { createEvmAdapter } from '@portico/evm'
import { createPortico, ConnectButton, PorticoProvider, usePorticoAccount, usePorticoNetwork } from '@portico/react'
import { porticoConnector, toViemChain } from '@portico/wagmi'
import { http } from 'viem'
import { createConfig } from 'wagmi'
const networks = [base, optimism]
const portico = createPortico({
  projectId: 'p', networks, adapters: [createEvmAdapter()],
  walletConnect: () => import('@portico/walletconnect').then((m) => m.createWalletConnectConnector),
})
const gateway = createGatewayClient({ baseUrl: DEFAULT_GATEWAY_URL, projectId: 'p', sdkType: 'portico', sdkVersion: '1' })
const config = createConfig({
  chains: networks.map(toViemChain),
  connectors: [porticoConnector({ portico })],
  multiInjectedProviderDiscovery: false,
  transports: Object.fromEntries(networks.map((n) => [n.id, http(gateway.rpcUrl(n.caipNetworkId))])),
})
globalThis.app = { config, usePorticoAccount, usePorticoNetwork, ConnectButton, PorticoProvider }
`

async function firstChunkGzip(name: string, source: string): Promise<number> {
  const entry = join(dir, `${name}.ts`)
  writeFileSync(entry, source)
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    platform: 'browser',
    outdir: join(dir, name),
    absWorkingDir: dir,
    write: false,
    logLevel: 'error',
    external: [
      'react',
      'react-dom',
      'react/*',
      'react-dom/*',
      'wagmi',
      'wagmi/*',
      'viem',
      'viem/*',
      '@tanstack/*',
    ],
    jsx: 'automatic',
    metafile: true,
    // The entries live in a temporary directory: resolve the packages from the repository's node_modules.
    nodePaths: [join(import.meta.dirname, '..', '..', '..', 'node_modules')],
  })
  // What loads before the first click: the entry chunk and the chunks it imports statically.
  const outputs = result.metafile.outputs
  const byPath = new Map(result.outputFiles.map((file) => [file.path, file.contents]))
  const seen = new Set<string>()
  const visit = (path: string) => {
    if (seen.has(path)) return
    seen.add(path)
    for (const imported of outputs[path]?.imports ?? [])
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path)
  }
  const [entryOut] = Object.entries(outputs).find(([, output]) => output.entryPoint === `${name}.ts`) ?? []
  if (!entryOut) throw new Error('no entry chunk')
  visit(entryOut)
  let bytes = 0
  for (const path of seen) {
    const contents = byPath.get(join(dir, path))
    if (!contents) throw new Error(`no output for ${path}`)
    bytes += gzipSync(contents, { level: 9 }).length
  }
  return bytes
}

describe('@portico/appkit-compat before the first click', () => {
  it('adds at most 3 KiB gzip to the same app written on Portico', async () => {
    const portico = await firstChunkGzip('portico', PORTICO_APP)
    const compat = await firstChunkGzip('compat', COMPAT_APP)
    console.log(`[appkit-compat] first chunk gzip: Portico ${portico} B, AppKit names ${compat} B`)
    expect(portico).toBeGreaterThan(10_000)
    expect(compat - portico).toBeLessThanOrEqual(3 * 1024)
  })
})
