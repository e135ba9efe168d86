import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPublicClient, http, parseUnits } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DEVNET_ACCOUNTS,
  DEVNET_ERC20S,
  DEVNET_ERC721,
  DEVNET_MNEMONIC,
  type Devnet,
  type DevnetErc20,
  type DevnetErc721,
  findFreePort,
  findFreePortPair,
  PorticoPunks,
  PorticoToken,
  readManifest,
  startDevnet,
} from '../src/index.js'
import { findProcesses } from './processes.js'

const dir = mkdtempSync(join(tmpdir(), 'portico-devnet-'))
const manifestPath = join(dir, 'manifest.json')
let devnet: Devnet

beforeAll(async () => {
  const [portA, portB, solanaPort] = [await findFreePort(), await findFreePort(), await findFreePortPair()]
  // The startup time (budget 3 s) is measured by `npm run bench` (scripts/bench-startup.mjs), not asserted here.
  devnet = await startDevnet({ portA, portB, solanaPort, manifestPath })
})

afterAll(async () => {
  await devnet?.stop()
  rmSync(dir, { recursive: true, force: true })
})

const clientFor = (rpcUrl: string) => createPublicClient({ transport: http(rpcUrl) })
const erc20s = () => devnet.manifest.chains[0]!.contracts.filter((c): c is DevnetErc20 => c.kind === 'erc20')
const erc721 = () => devnet.manifest.chains[0]!.contracts.find((c): c is DevnetErc721 => c.kind === 'erc721')!

describe('startDevnet', () => {
  it('runs chain ids 31337 and 31338, each answering with its own id', async () => {
    expect(devnet.chains.map((chain) => chain.chainId)).toEqual([31337, 31338])
    for (const chain of devnet.chains) {
      expect(await clientFor(chain.rpcUrl).getChainId()).toBe(chain.chainId)
    }
  })

  it('funds the 10 accounts of the standard mnemonic with 10000 ETH', async () => {
    const derived = Array.from({ length: 10 }, (_, i) =>
      mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: i }),
    )
    expect(derived.map((account) => account.address)).toEqual([...DEVNET_ACCOUNTS])
    for (const chain of devnet.chains) {
      const client = clientFor(chain.rpcUrl)
      for (const address of DEVNET_ACCOUNTS) {
        expect(await client.getBalance({ address })).toBe(parseUnits('10000', 18))
        expect(await client.getTransactionCount({ address })).toBe(0)
      }
    }
  })

  it('deploys the same contracts at the same addresses on both chains', async () => {
    const [a, b] = devnet.manifest.chains
    expect(a!.contracts).toEqual(b!.contracts)
    for (const chain of devnet.chains) {
      const client = clientFor(chain.rpcUrl)
      for (const contract of a!.contracts) {
        expect(await client.getCode({ address: contract.address })).toMatch(/^0x[0-9a-f]{100,}$/)
      }
    }
  })

  it('gives each ERC-20 its name, symbol, decimals and balances for accounts 0 and 1', async () => {
    expect(erc20s().map(({ symbol, decimals }) => [symbol, decimals])).toEqual([
      ['pUSD', 6],
      ['PRT', 18],
    ])
    for (const chain of devnet.chains) {
      const client = clientFor(chain.rpcUrl)
      for (const [index, token] of erc20s().entries()) {
        const spec = DEVNET_ERC20S[index]!
        const read = (functionName: 'name' | 'symbol' | 'decimals') =>
          client.readContract({ address: token.address, abi: PorticoToken.abi, functionName })
        expect([await read('name'), await read('symbol'), await read('decimals')]).toEqual([
          token.name,
          token.symbol,
          token.decimals,
        ])
        const expected = parseUnits(spec.perHolder.toString(), spec.decimals)
        for (const holder of [DEVNET_ACCOUNTS[0], DEVNET_ACCOUNTS[1]]) {
          const balance = await client.readContract({
            address: token.address,
            abi: PorticoToken.abi,
            functionName: 'balanceOf',
            args: [holder],
          })
          expect(balance).toBe(expected)
        }
      }
    }
  })

  it('mints the NFTs to accounts 0 and 1 with data: URI metadata', async () => {
    const nft = erc721()
    expect([nft.name, nft.symbol]).toEqual(['Portico Punks', 'PPUNK'])
    expect(nft.tokens.map((token) => token.owner)).toEqual([...DEVNET_ERC721.owners])
    for (const chain of devnet.chains) {
      const client = clientFor(chain.rpcUrl)
      for (const { tokenId, owner } of nft.tokens) {
        const args = [BigInt(tokenId)] as const
        const onChain = await client.readContract({
          address: nft.address,
          abi: PorticoPunks.abi,
          functionName: 'ownerOf',
          args,
        })
        expect(onChain).toBe(owner)
        const uri = await client.readContract({
          address: nft.address,
          abi: PorticoPunks.abi,
          functionName: 'tokenURI',
          args,
        })
        const prefix = 'data:application/json;base64,'
        expect(uri.startsWith(prefix)).toBe(true)
        const metadata = JSON.parse(Buffer.from(uri.slice(prefix.length), 'base64').toString('utf8'))
        expect(metadata.name).toBe(`Portico Punks #${tokenId}`)
        expect(metadata.image).toMatch(/^data:image\/svg\+xml;base64,/)
      }
      const balance = await client.readContract({
        address: nft.address,
        abi: PorticoPunks.abi,
        functionName: 'balanceOf',
        args: [DEVNET_ACCOUNTS[0]],
      })
      expect(balance).toBe(3n)
    }
  })

  it('writes a manifest that matches the running devnet', () => {
    const manifest = readManifest(manifestPath)
    expect(manifest).toEqual(devnet.manifest)
    expect(manifest.chains.map(({ caipNetworkId, rpcUrl }) => ({ caipNetworkId, rpcUrl }))).toEqual(
      devnet.chains.map(({ chainId, rpcUrl }) => ({ caipNetworkId: `eip155:${chainId}`, rpcUrl })),
    )
  })

  it('lists the devnet Solana and its pUSD mint in a field of its own beside the EVM chains', async () => {
    const { solana } = readManifest(manifestPath)
    expect(solana).toMatchObject({ caipNetworkId: 'solana:portico-local', rpcUrl: devnet.solana?.rpcUrl })
    expect(solana?.tokens).toEqual([expect.objectContaining({ kind: 'spl', symbol: 'pUSD', decimals: 6 })])
    const answer = await fetch(solana!.rpcUrl, {
      method: 'POST',
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'getTokenSupply',
        params: [solana!.tokens[0]!.mint],
      }),
    })
    expect(((await answer.json()) as { result: { value: { decimals: number } } }).result.value.decimals).toBe(
      6,
    )
  })

  it('deploys at the same addresses on a second start, and stop() leaves no process', async () => {
    const [portA, portB] = [await findFreePort(), await findFreePort()]
    const second = await startDevnet({ portA, portB, manifestPath: false })
    expect(second.manifest.chains[0]!.contracts).toEqual(devnet.manifest.chains[0]!.contracts)
    expect(findProcesses('--port', String(portA))).toHaveLength(1)
    await second.stop()
    expect(findProcesses('--port', String(portA))).toEqual([])
    expect(findProcesses('--port', String(portB))).toEqual([])
  })

  it('fails at once on a busy port, naming the port and its variable', async () => {
    const busy: Server = createServer()
    await new Promise<void>((resolve) => busy.listen({ port: 0, host: '127.0.0.1' }, resolve))
    const port = (busy.address() as { port: number }).port
    try {
      await expect(
        startDevnet({ portA: port, portB: await findFreePort(), manifestPath: false }),
      ).rejects.toThrow(`Port ${port} is in use (PORTICO_EVM_A_PORT)`)
      await expect(
        startDevnet({ portA: await findFreePort(), portB: port, manifestPath: false }),
      ).rejects.toThrow(`Port ${port} is in use (PORTICO_EVM_B_PORT)`)
      // "At once": the check runs before anything is spawned, so no process holds or waits on the port.
      expect(findProcesses('--port', String(port))).toEqual([])
      await expect(
        startDevnet({
          portA: await findFreePort(),
          portB: await findFreePort(),
          solanaPort: port,
          manifestPath: false,
        }),
      ).rejects.toThrow(`Port ${port} is in use (PORTICO_SOLANA_PORT)`)
    } finally {
      busy.close()
    }
  })

  it('rejects a port that is not a port number', async () => {
    await expect(startDevnet({ portA: 70_000, manifestPath: false })).rejects.toThrow(
      'PORTICO_EVM_A_PORT must be a port number from 1 to 65535, got 70000',
    )
  })
})
