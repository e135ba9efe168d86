import {
  type Address,
  type BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  decodeFunctionData,
  encodeAbiParameters,
  encodeFunctionData,
  type Hex,
  http,
  keccak256,
  namehash,
  parseAbi,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { packetToBytes } from 'viem/ens'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DEV_ENS_SIGNER_ADDRESS,
  type Devnet,
  devnetEnsChain,
  ENS_ADDRESSES,
  ENS_DEPLOYER_KEY,
  findFreePort,
  PorticoEnsRegistry,
  PorticoOffchainResolver,
  PorticoUniversalResolver,
  startDevnet,
} from '../src/index.js'

// The devnet's ENS contracts on their own. The gateway that answers them is tested end to end in
// services/gateway/test/names/ensResolver.test.ts; here the test signs answers itself with the development
// signer key (public: keccak256 of its phrase), as the gateway does.
const ZONE = 'portico.test'
const URL_TEMPLATE = 'http://127.0.0.1:9/v1/ens/{sender}?data={data}'
const devSigner = privateKeyToAccount(keccak256(toHex('portico ens ccip signer (development only)')))
const resolveAbi = parseAbi(['function resolve(bytes name, bytes data) view returns (bytes)'])
const addrAbi = parseAbi(['function addr(bytes32 node) view returns (address)'])
const owner = privateKeyToAccount(generatePrivateKey()).address
const name = `acc-devnet.${ZONE}`

let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet({
    portA: await findFreePort(),
    portB: await findFreePort(),
    manifestPath: false,
    ens: { url: URL_TEMPLATE },
  })
}, 60_000)
afterAll(() => devnet?.stop())

const client = () =>
  createPublicClient({ chain: devnetEnsChain(devnet.manifest.chains[0]!), transport: http() })
const request = (label: string): Hex =>
  encodeFunctionData({
    abi: resolveAbi,
    functionName: 'resolve',
    args: [toHex(packetToBytes(label)), encodeFunctionData({ abi: addrAbi, args: [namehash(label)] })],
  })
/** An answer as the gateway builds it: abi.encode(result, expires, signature over the resolver's digest). */
async function answer(
  signer: ReturnType<typeof privateKeyToAccount>,
  req: Hex,
  result: Hex,
  expires: bigint,
) {
  const digest = await client().readContract({
    address: ENS_ADDRESSES.offchainResolver,
    abi: PorticoOffchainResolver.abi,
    functionName: 'signatureHash',
    args: [ENS_ADDRESSES.offchainResolver, expires, req, result],
  })
  const signature = await signer.sign({ hash: digest })
  return encodeAbiParameters(
    [{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }],
    [result, expires, signature],
  )
}
const addressResult = (address: Address) => encodeAbiParameters([{ type: 'address' }], [address])
const inAnHour = () => BigInt(Math.floor(Date.now() / 1000) + 3600)
const revertData = (error: unknown) => {
  const reverted = (error as BaseError).walk((e) => e instanceof ContractFunctionRevertedError)
  return reverted instanceof ContractFunctionRevertedError ? reverted.data : undefined
}
const revertName = (error: unknown) => revertData(error)?.errorName

describe('ENS on the devnet: registry, offchain resolver of the zone, universal resolver', () => {
  it('lists the three ENS contracts on each chain at the same addresses', () => {
    for (const chain of devnet.manifest.chains) {
      const ens = chain.contracts.filter((c) => c.kind.startsWith('ens'))
      expect(ens).toEqual([
        { kind: 'ensRegistry', name: 'PorticoEnsRegistry', address: ENS_ADDRESSES.registry },
        {
          kind: 'ensOffchainResolver',
          name: 'PorticoOffchainResolver',
          address: ENS_ADDRESSES.offchainResolver,
          zone: ZONE,
          url: URL_TEMPLATE,
          signers: [DEV_ENS_SIGNER_ADDRESS],
        },
        {
          kind: 'ensUniversalResolver',
          name: 'PorticoUniversalResolver',
          address: ENS_ADDRESSES.universalResolver,
        },
      ])
    }
  })

  it('the zone and addr.reverse are owned by the ENS deployer and resolved by the offchain resolver', async () => {
    const deployer = privateKeyToAccount(ENS_DEPLOYER_KEY).address
    for (const node of [ZONE, 'addr.reverse']) {
      const read = (functionName: 'owner' | 'resolver') =>
        client().readContract({
          address: ENS_ADDRESSES.registry,
          abi: PorticoEnsRegistry.abi,
          functionName,
          args: [namehash(node)],
        })
      expect(await read('owner')).toBe(deployer)
      expect(await read('resolver')).toBe(ENS_ADDRESSES.offchainResolver)
    }
    const find = (label: string) =>
      client().readContract({
        address: ENS_ADDRESSES.universalResolver,
        abi: PorticoUniversalResolver.abi,
        functionName: 'findResolver',
        args: [toHex(packetToBytes(label))],
      })
    expect(await find(name)).toBe(ENS_ADDRESSES.offchainResolver)
    expect(await find('vitalik.eth')).toBe('0x0000000000000000000000000000000000000000')
  })

  it('resolve reverts OffchainLookup (ERC-3668) naming the resolver, the gateway URL and the request', async () => {
    const req = request(name)
    const plain = createPublicClient({
      chain: devnetEnsChain(devnet.manifest.chains[0]!),
      transport: http(),
      ccipRead: false,
    })
    const error = await plain
      .readContract({
        address: ENS_ADDRESSES.offchainResolver,
        abi: PorticoOffchainResolver.abi,
        functionName: 'resolve',
        args: decodeFunctionData({ abi: resolveAbi, data: req }).args,
      })
      .catch((e: unknown) => e)
    const decoded = revertData(error)!
    expect(decoded.errorName).toBe('OffchainLookup')
    expect(decoded.args).toEqual([
      ENS_ADDRESSES.offchainResolver,
      [URL_TEMPLATE],
      req,
      expect.any(String),
      req,
    ])
  })

  it('resolveWithProof accepts the development signer’s answer and refuses a forged or expired one', async () => {
    const req = request(name)
    const result = addressResult(owner)
    const call = (response: Hex) =>
      client().readContract({
        address: ENS_ADDRESSES.offchainResolver,
        abi: PorticoOffchainResolver.abi,
        functionName: 'resolveWithProof',
        args: [response, req],
      })
    expect(await call(await answer(devSigner, req, result, inAnHour()))).toBe(result)
    const forger = privateKeyToAccount(generatePrivateKey())
    expect(revertName(await call(await answer(forger, req, result, inAnHour())).catch((e) => e))).toBe(
      'InvalidSigner',
    )
    const past = BigInt(Math.floor(Date.now() / 1000) - 10)
    expect(revertName(await call(await answer(devSigner, req, result, past)).catch((e) => e))).toBe(
      'SignatureExpired',
    )
  })

  it('viem getEnsAddress goes resolver → gateway → resolveWithProof through the universal resolver', async () => {
    // The gateway stands in here as a function signing the answer the way services/gateway does.
    const signing = createPublicClient({
      chain: devnetEnsChain(devnet.manifest.chains[0]!),
      transport: http(),
      ccipRead: {
        request: async ({ data, sender }) => {
          expect(sender).toBe(ENS_ADDRESSES.offchainResolver)
          return answer(devSigner, data, addressResult(owner), inAnHour())
        },
      },
    })
    expect(await signing.getEnsAddress({ name })).toBe(owner)
    expect(await signing.getEnsAddress({ name: 'vitalik.eth' })).toBeNull()
    const forging = createPublicClient({
      chain: devnetEnsChain(devnet.manifest.chains[0]!),
      transport: http(),
      ccipRead: {
        request: async ({ data }) =>
          answer(privateKeyToAccount(generatePrivateKey()), data, addressResult(owner), inAnHour()),
      },
    })
    expect(await forging.getEnsAddress({ name })).toBeNull()
  })
})
