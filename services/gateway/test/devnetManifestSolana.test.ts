import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEVNET_ACCOUNTS, type Devnet, findFreePort, findFreePortPair, startDevnet } from '@portico/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readDevnetManifest } from '../src/tokens/devnetManifest.js'
import { DATABASES } from './helpers/databases.js'
import { type RunningGateway, startGateway } from './helpers/startGateway.js'

// The devnet manifest gained a `solana` field (the devnet Solana and its SPL pUSD) beside the EVM `chains`;
// the gateway's parser reads `chains` only, so it must accept the new manifest and keep serving EVM tokens.
describe('devnet manifest with the devnet Solana', () => {
  let dir: string
  let devnet: Devnet
  let gateway: RunningGateway
  let manifestPath: string

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'portico-manifest-solana-'))
    manifestPath = join(dir, 'devnet-manifest.json')
    const [portA, portB, solanaPort] = [await findFreePort(), await findFreePort(), await findFreePortPair()]
    devnet = await startDevnet({ portA, portB, solanaPort, manifestPath })
    const rpcUrls = Object.fromEntries(
      devnet.chains.map(({ chainId, rpcUrl }) => [`eip155:${chainId}`, rpcUrl]),
    )
    gateway = await startGateway(DATABASES[0]!, { rpcUrls, devnetManifest: manifestPath })
  })

  afterAll(async () => {
    await gateway?.close()
    await devnet?.stop()
    rmSync(dir, { recursive: true, force: true })
  })

  it('parses a manifest holding a solana field: the EVM ERC-20s and the devnet Solana SPL mints', () => {
    expect(devnet.manifest.solana?.caipNetworkId).toBe('solana:portico-local')
    const tokens = readDevnetManifest(manifestPath)
    expect(Object.keys(tokens?.tokens ?? {})).toEqual([
      'eip155:31337',
      'eip155:31338',
      'solana:portico-local',
    ])
    expect(tokens?.tokens['solana:portico-local']).toEqual([
      { address: devnet.solana?.seed.pusdMint, symbol: 'pUSD', name: 'Portico USD', decimals: 6 },
    ])
    expect(tokens?.tokens['eip155:31337']?.map((token) => token.symbol)).toContain('pUSD')
  })

  it('U-11 starts on that manifest and still reports the EVM pUSD balance', async () => {
    const response = await fetch(
      `${gateway.base}/v1/account/${DEVNET_ACCOUNTS[0]}/balance?projectId=portico-dev&chainId=eip155:31337`,
    )
    expect(response.status).toBe(200)
    const { balances } = (await response.json()) as { balances: { symbol: string }[] }
    expect(balances.map((balance) => balance.symbol)).toContain('pUSD')
  })
})
