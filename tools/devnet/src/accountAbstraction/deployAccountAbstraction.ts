import EntryPointArtifact from '@account-abstraction/contracts/artifacts/EntryPoint.json' with {
  type: 'json',
}
import SimpleAccountFactoryArtifact from '@account-abstraction/contracts/artifacts/SimpleAccountFactory.json' with {
  type: 'json',
}
import {
  type Address,
  concat,
  encodeAbiParameters,
  getContractAddress,
  type Hex,
  parseEther,
  parseGwei,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { waitForReceipt } from '../deploy.js'
import { PorticoSmartAccountFactory } from '../generated/contracts.js'
import type { DevnetAccountFactory, DevnetEntryPoint } from '../manifest.js'
import { rpc } from '../rpc.js'
import {
  AA_DEPLOYER_KEY,
  DETERMINISTIC_DEPLOYER,
  ENTRY_POINT_ADDRESS,
  ENTRY_POINT_SALT,
  FACTORY_SALT,
} from './aaConstants.js'

const aaDeployer = privateKeyToAccount(AA_DEPLOYER_KEY)
/** Gas limit of each CREATE2 deployment (the EntryPoint needs about 5.1 M). */
const DEPLOY_GAS = 8_000_000n

/** One CREATE2 deployment through {@link DETERMINISTIC_DEPLOYER}. */
interface Create2Deployment {
  name: string
  salt: Hex
  initCode: Hex
}

/** The address a CREATE2 deployment through the deterministic deployer lands at. */
export function create2Address({ salt, initCode }: Pick<Create2Deployment, 'salt' | 'initCode'>): Address {
  return getContractAddress({ opcode: 'CREATE2', from: DETERMINISTIC_DEPLOYER, salt, bytecode: initCode })
}

const entryPointArgument = encodeAbiParameters([{ type: 'address' }], [ENTRY_POINT_ADDRESS])

/** EntryPoint v0.8, the official SimpleAccountFactory and ours, in deploy order (the factories need the EntryPoint). */
export const AA_DEPLOYMENTS = [
  { name: 'EntryPoint', salt: ENTRY_POINT_SALT, initCode: EntryPointArtifact.bytecode as Hex },
  {
    name: 'SimpleAccountFactory',
    salt: FACTORY_SALT,
    initCode: concat([SimpleAccountFactoryArtifact.bytecode as Hex, entryPointArgument]),
  },
  {
    name: 'PorticoSmartAccountFactory',
    salt: FACTORY_SALT,
    initCode: concat([PorticoSmartAccountFactory.bytecode, entryPointArgument]),
  },
] as const satisfies readonly Create2Deployment[]

/** The devnet's account factories by name, at their CREATE2 addresses. */
export const ACCOUNT_FACTORY_ADDRESSES = {
  SimpleAccountFactory: create2Address(AA_DEPLOYMENTS[1]),
  PorticoSmartAccountFactory: create2Address(AA_DEPLOYMENTS[2]),
} as const

/**
 * Deploys EntryPoint v0.8 (published bytecode, canonical salt, so at its canonical address), the official
 * SimpleAccountFactory and PorticoSmartAccountFactory through the deterministic deployment proxy, skipping
 * any already there, and returns their manifest entries. Each is sent by its own deployer account, so the
 * token deployer's nonces (and the addresses they give) are untouched.
 * @throws when a deployment fails or lands elsewhere than expected.
 */
export async function deployAccountAbstraction(
  rpcUrl: string,
  chainId: number,
): Promise<(DevnetEntryPoint | DevnetAccountFactory)[]> {
  await rpc(rpcUrl, 'anvil_setBalance', [aaDeployer.address, `0x${parseEther('100').toString(16)}`])
  for (const deployment of AA_DEPLOYMENTS) {
    const address = create2Address(deployment)
    if ((await rpc<Hex>(rpcUrl, 'eth_getCode', [address, 'latest'])) !== '0x') continue
    const nonce = Number(await rpc<Hex>(rpcUrl, 'eth_getTransactionCount', [aaDeployer.address, 'pending']))
    const raw = await aaDeployer.signTransaction({
      type: 'eip1559',
      chainId,
      nonce,
      to: DETERMINISTIC_DEPLOYER,
      gas: DEPLOY_GAS,
      maxFeePerGas: parseGwei('50'),
      maxPriorityFeePerGas: parseGwei('1'),
      data: concat([deployment.salt, deployment.initCode]),
    })
    const receipt = await waitForReceipt(rpcUrl, await rpc<Hex>(rpcUrl, 'eth_sendRawTransaction', [raw]))
    const code = await rpc<Hex>(rpcUrl, 'eth_getCode', [address, 'latest'])
    if (receipt.status !== '0x1' || code === '0x') {
      throw new Error(`deploying ${deployment.name} on chain ${chainId} failed (expected at ${address})`)
    }
  }
  return aaManifestEntries(rpcUrl)
}

async function aaManifestEntries(rpcUrl: string): Promise<(DevnetEntryPoint | DevnetAccountFactory)[]> {
  const factories = await Promise.all(
    (['SimpleAccountFactory', 'PorticoSmartAccountFactory'] as const).map(async (name) => {
      const address = ACCOUNT_FACTORY_ADDRESSES[name]
      const implementation = await rpc<Hex>(rpcUrl, 'eth_call', [
        { to: address, data: ACCOUNT_IMPLEMENTATION_SELECTOR },
        'latest',
      ])
      const entry: DevnetAccountFactory = {
        kind: 'accountFactory',
        name,
        address,
        accountImplementation: `0x${implementation.slice(-40)}`,
        entryPoint: ENTRY_POINT_ADDRESS,
      }
      return entry
    }),
  )
  const entryPoint: DevnetEntryPoint = {
    kind: 'entryPoint',
    name: 'EntryPoint',
    version: '0.8',
    address: ENTRY_POINT_ADDRESS,
  }
  return [entryPoint, ...factories]
}

/** `accountImplementation()`, the same getter on both factories. */
const ACCOUNT_IMPLEMENTATION_SELECTOR: Hex = '0x11464fbe'
