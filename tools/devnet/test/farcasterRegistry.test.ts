import { createPublicClient, http, parseAbi } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type AnvilChain,
  DEVNET_ACCOUNTS,
  DEVNET_FARCASTER_FID,
  deployFarcasterRegistry,
  devnetFarcasterCustody,
  FARCASTER_ID_REGISTRY_ADDRESS,
  findFreePort,
  registerFarcasterFid,
  startAnvil,
} from '../src/index.js'

/** The part of Farcaster's IdRegistry ABI that `@farcaster/auth-client` reads, written out independently. */
const ID_REGISTRY_READS = parseAbi([
  'function idOf(address owner) view returns (uint256 fid)',
  'function custodyOf(uint256 fid) view returns (address owner)',
])

let chain: AnvilChain
beforeAll(async () => {
  chain = await startAnvil({ chainId: 31337, port: await findFreePort() })
}, 60_000)
afterAll(() => chain?.stop())

describe('F-20 the devnet Farcaster IdRegistry', () => {
  it('F-20 sits at Farcaster’s Optimism address and maps fid 1 to the test custody key both ways', async () => {
    const entry = await deployFarcasterRegistry(chain.rpcUrl, chain.chainId)
    expect(entry).toEqual({
      kind: 'farcasterIdRegistry',
      name: 'IdRegistry',
      address: FARCASTER_ID_REGISTRY_ADDRESS,
      accounts: [{ fid: DEVNET_FARCASTER_FID, custody: devnetFarcasterCustody }],
    })
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const read = { address: FARCASTER_ID_REGISTRY_ADDRESS, abi: ID_REGISTRY_READS } as const
    expect(await client.readContract({ ...read, functionName: 'idOf', args: [devnetFarcasterCustody] })).toBe(
      1n,
    )
    expect(await client.readContract({ ...read, functionName: 'custodyOf', args: [1n] })).toBe(
      devnetFarcasterCustody,
    )
    // An address without a fid reads 0, as on Optimism.
    expect(await client.readContract({ ...read, functionName: 'idOf', args: [DEVNET_ACCOUNTS[3]] })).toBe(0n)
  })

  it('F-20 issues the next fid to a new address and refuses a second fid for the same address', async () => {
    expect(await registerFarcasterFid(chain.rpcUrl, chain.chainId, DEVNET_ACCOUNTS[4])).toBe(2)
    await expect(registerFarcasterFid(chain.rpcUrl, chain.chainId, DEVNET_ACCOUNTS[4])).rejects.toThrow(
      /failed/,
    )
  })
})
