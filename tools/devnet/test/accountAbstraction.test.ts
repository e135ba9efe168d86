import { createPublicClient, http } from 'viem'
import { entryPoint08Address } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  AA_DEPLOYER_KEY,
  AA_DEPLOYMENTS,
  ACCOUNT_FACTORY_ADDRESSES,
  create2Address,
  type Devnet,
  deployAccountAbstraction,
  ENTRY_POINT_ADDRESS,
  findFreePort,
  startDevnet,
} from '../src/index.js'

let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet({
    portA: await findFreePort(),
    portB: await findFreePort(),
    manifestPath: false,
  })
}, 60_000)
afterAll(() => devnet?.stop())

describe('ERC-4337 contracts on the devnet', () => {
  it('the published EntryPoint bytecode with its canonical salt lands at the canonical v0.8 address', () => {
    expect(create2Address(AA_DEPLOYMENTS[0])).toBe(ENTRY_POINT_ADDRESS)
    expect(ENTRY_POINT_ADDRESS).toBe(entryPoint08Address)
  })

  it('lists the EntryPoint and both account factories in the manifest of each chain, at the same addresses', () => {
    for (const chain of devnet.manifest.chains) {
      const kinds = chain.contracts.filter(
        (entry) => entry.kind === 'entryPoint' || entry.kind === 'accountFactory',
      )
      expect(kinds).toEqual([
        { kind: 'entryPoint', name: 'EntryPoint', version: '0.8', address: ENTRY_POINT_ADDRESS },
        expect.objectContaining({
          kind: 'accountFactory',
          name: 'SimpleAccountFactory',
          address: ACCOUNT_FACTORY_ADDRESSES.SimpleAccountFactory,
          entryPoint: ENTRY_POINT_ADDRESS,
        }),
        expect.objectContaining({
          kind: 'accountFactory',
          name: 'PorticoSmartAccountFactory',
          address: ACCOUNT_FACTORY_ADDRESSES.PorticoSmartAccountFactory,
          entryPoint: ENTRY_POINT_ADDRESS,
        }),
      ])
    }
    expect(devnet.manifest.chains[0]?.contracts).toEqual(devnet.manifest.chains[1]?.contracts)
  })

  it('the factories point at deployed account implementations, and a second deploy is a no-op', async () => {
    const [chain] = devnet.chains
    const client = createPublicClient({ transport: http(chain!.rpcUrl) })
    const entries = await deployAccountAbstraction(chain!.rpcUrl, chain!.chainId)
    for (const entry of entries) {
      if (entry.kind !== 'accountFactory') continue
      expect(await client.getCode({ address: entry.accountImplementation })).toMatch(/^0x.{100}/)
    }
    expect(await client.getTransactionCount({ address: privateKeyToAccount(AA_DEPLOYER_KEY).address })).toBe(
      AA_DEPLOYMENTS.length,
    )
  })
})
