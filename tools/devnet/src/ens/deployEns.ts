import {
  type Address,
  encodeDeployData,
  encodeFunctionData,
  getContractAddress,
  type Hex,
  labelhash,
  namehash,
  parseEther,
  parseGwei,
  toHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { waitForReceipt } from '../deploy.js'
import {
  PorticoEnsRegistry,
  PorticoOffchainResolver,
  PorticoUniversalResolver,
} from '../generated/contracts.js'
import type { EnsContract } from '../manifest.js'
import { rpc } from '../rpc.js'
import { ENS_DEPLOYER_KEY } from './ensConstants.js'

const ensDeployer = privateKeyToAccount(ENS_DEPLOYER_KEY)
/** Gas limit of each deployment and registry call (well above what each needs). */
const ENS_GAS = 3_000_000n

/** What {@link deployEns} sets up. */
export interface DeployEnsOptions {
  /** The zone to hand to the offchain resolver, e.g. `portico.test`. */
  zone: string
  /** The ERC-3668 URL template of the gateway's endpoint. */
  url: string
  /** The signers the resolver trusts. */
  signers: Address[]
}

const at = (nonce: number) => getContractAddress({ from: ensDeployer.address, nonce: BigInt(nonce) })
/** The ENS contracts' addresses (the ENS deployer's nonces 0, 1, 2 on a fresh chain). */
export const ENS_ADDRESSES = { registry: at(0), offchainResolver: at(1), universalResolver: at(2) } as const

/** The registry calls that make the deployer own `zone` and `addr.reverse` and point both at the resolver. */
function zoneCalls(zone: string): Hex[] {
  const calls: Hex[] = []
  for (const name of [zone, 'addr.reverse']) {
    const labels = name.split('.')
    for (let i = labels.length - 1; i >= 0; i--) {
      const parent = namehash(labels.slice(i + 1).join('.'))
      const args = [parent, labelhash(labels[i]!), ensDeployer.address] as const
      calls.push(encodeFunctionData({ abi: PorticoEnsRegistry.abi, functionName: 'setSubnodeOwner', args }))
    }
    const args = [namehash(name), ENS_ADDRESSES.offchainResolver] as const
    calls.push(encodeFunctionData({ abi: PorticoEnsRegistry.abi, functionName: 'setResolver', args }))
  }
  return calls
}

/**
 * Deploys the ENS registry, the offchain resolver of `zone` (trusting `signers`, sending clients to `url`) and
 * the universal resolver from the ENS deployer account, then gives `zone` and `addr.reverse` to the resolver.
 * Returns their manifest entries.
 * @throws when a transaction fails or a contract lands elsewhere than expected (a chain that is not fresh).
 */
export async function deployEns(
  rpcUrl: string,
  chainId: number,
  options: DeployEnsOptions,
): Promise<EnsContract[]> {
  await rpc(rpcUrl, 'anvil_setBalance', [ensDeployer.address, toHex(parseEther('10'))])
  const deploys: { to?: Address; data: Hex }[] = [
    { data: PorticoEnsRegistry.bytecode },
    {
      data: encodeDeployData({
        abi: PorticoOffchainResolver.abi,
        bytecode: PorticoOffchainResolver.bytecode,
        args: [options.url, options.signers],
      }),
    },
    {
      data: encodeDeployData({
        abi: PorticoUniversalResolver.abi,
        bytecode: PorticoUniversalResolver.bytecode,
        args: [ENS_ADDRESSES.registry],
      }),
    },
    ...zoneCalls(options.zone).map((data) => ({ to: ENS_ADDRESSES.registry, data })),
  ]
  const hashes: Hex[] = []
  for (const [nonce, { to, data }] of deploys.entries()) {
    const raw = await ensDeployer.signTransaction({
      type: 'eip1559',
      chainId,
      nonce,
      to,
      gas: ENS_GAS,
      maxFeePerGas: parseGwei('50'),
      maxPriorityFeePerGas: parseGwei('1'),
      data,
    })
    hashes.push(await rpc<Hex>(rpcUrl, 'eth_sendRawTransaction', [raw]))
  }
  const receipts = await Promise.all(hashes.map((hash) => waitForReceipt(rpcUrl, hash)))
  for (const [index, receipt] of receipts.entries()) {
    if (receipt.status !== '0x1') throw new Error(`ENS setup transaction ${index} on chain ${chainId} failed`)
  }
  const code = await rpc<Hex>(rpcUrl, 'eth_getCode', [ENS_ADDRESSES.universalResolver, 'latest'])
  if (code === '0x') throw new Error(`the ENS contracts on chain ${chainId} are not where expected`)
  return [
    { kind: 'ensRegistry', name: 'PorticoEnsRegistry', address: ENS_ADDRESSES.registry },
    {
      kind: 'ensOffchainResolver',
      name: 'PorticoOffchainResolver',
      address: ENS_ADDRESSES.offchainResolver,
      zone: options.zone,
      url: options.url,
      signers: options.signers,
    },
    {
      kind: 'ensUniversalResolver',
      name: 'PorticoUniversalResolver',
      address: ENS_ADDRESSES.universalResolver,
    },
  ]
}
