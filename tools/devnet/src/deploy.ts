import {
  type Address,
  encodeDeployData,
  getContractAddress,
  type Hex,
  parseEther,
  parseGwei,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { DEVNET_DEPLOYER_KEY } from './constants.js'
import { DEVNET_ERC20S, DEVNET_ERC721 } from './contractSpecs.js'
import { PorticoPunks, PorticoToken } from './generated/contracts.js'
import type { DevnetErc20, DevnetErc721 } from './manifest.js'
import { rpc } from './rpc.js'

/** The account that deploys every devnet contract (not one of the 10 dev accounts). */
export const deployer = privateKeyToAccount(DEVNET_DEPLOYER_KEY)

/** Gas limit of each deploy transaction (well above what each contract needs). */
const DEPLOY_GAS = 5_000_000n
/** Ether the deployer gets before it deploys. */
const DEPLOYER_FUNDING = parseEther('100')

/** One contract to deploy: its creation code and its manifest entry (minus the address). */
interface Deployment {
  data: Hex
  entry: DevnetErc20 | DevnetErc721
}

function deployments(): Deployment[] {
  const tokens = DEVNET_ERC20S.map((spec, nonce): Deployment => {
    const amount = parseUnits(spec.perHolder.toString(), spec.decimals)
    const args = [spec.name, spec.symbol, spec.decimals, spec.holders, amount] as const
    return {
      data: encodeDeployData({ abi: PorticoToken.abi, bytecode: PorticoToken.bytecode, args }),
      entry: {
        kind: 'erc20',
        name: spec.name,
        symbol: spec.symbol,
        decimals: spec.decimals,
        address: addressAt(nonce),
      },
    }
  })
  const { name, symbol, owners } = DEVNET_ERC721
  const nft: Deployment = {
    data: encodeDeployData({
      abi: PorticoPunks.abi,
      bytecode: PorticoPunks.bytecode,
      args: [name, symbol, owners],
    }),
    entry: {
      kind: 'erc721',
      name,
      symbol,
      address: addressAt(tokens.length),
      tokens: owners.map((owner, index) => ({ tokenId: String(index + 1), owner })),
    },
  }
  return [...tokens, nft]
}

/** The address of the contract the deployer creates with `nonce` (the same on every chain). */
export function addressAt(nonce: number): Address {
  return getContractAddress({ from: deployer.address, nonce: BigInt(nonce) })
}

/**
 * Deploys the devnet contracts on a fresh chain from the deployer account, nonces 0, 1, 2, and returns their
 * manifest entries. Throws if a deployment fails or lands at an unexpected address (a chain that is not fresh).
 */
export async function deployContracts(
  rpcUrl: string,
  chainId: number,
): Promise<(DevnetErc20 | DevnetErc721)[]> {
  await rpc(rpcUrl, 'anvil_setBalance', [deployer.address, `0x${DEPLOYER_FUNDING.toString(16)}`])
  const list = deployments()
  const hashes: Hex[] = []
  for (const [nonce, { data }] of list.entries()) {
    const raw = await deployer.signTransaction({
      type: 'eip1559',
      chainId,
      nonce,
      gas: DEPLOY_GAS,
      maxFeePerGas: parseGwei('50'),
      maxPriorityFeePerGas: parseGwei('1'),
      data,
    })
    hashes.push(await rpc<Hex>(rpcUrl, 'eth_sendRawTransaction', [raw]))
  }
  const receipts = await Promise.all(hashes.map((hash) => waitForReceipt(rpcUrl, hash)))
  for (const [index, receipt] of receipts.entries()) {
    const { entry } = list[index]!
    if (receipt?.status !== '0x1') throw new Error(`deploying ${entry.symbol} on chain ${chainId} failed`)
    if (receipt.contractAddress?.toLowerCase() !== entry.address.toLowerCase()) {
      throw new Error(`${entry.symbol} landed at ${receipt.contractAddress}, expected ${entry.address}`)
    }
  }
  return list.map(({ entry }) => entry)
}

/** How long a deploy transaction may take to be mined (anvil mines each transaction at once). */
const RECEIPT_TIMEOUT_MS = 5_000
const RECEIPT_POLL_MS = 10

export interface Receipt {
  status: Hex
  contractAddress: Address | null
}

/** Polls until `hash` is mined and returns its receipt; throws after a few seconds. */
export async function waitForReceipt(rpcUrl: string, hash: Hex): Promise<Receipt> {
  const deadline = Date.now() + RECEIPT_TIMEOUT_MS
  while (Date.now() < deadline) {
    const receipt = await rpc<Receipt | null>(rpcUrl, 'eth_getTransactionReceipt', [hash])
    if (receipt) return receipt
    await new Promise((resolve) => setTimeout(resolve, RECEIPT_POLL_MS))
  }
  throw new Error(`transaction ${hash} was not mined within ${RECEIPT_TIMEOUT_MS} ms`)
}
