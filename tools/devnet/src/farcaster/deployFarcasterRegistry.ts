import { type Address, encodeFunctionData, type Hex, parseEther, parseGwei } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { waitForReceipt } from '../deploy.js'
import { FarcasterIdRegistry } from '../generated/contracts.js'
import type { DevnetFarcasterIdRegistry } from '../manifest.js'
import { rpc } from '../rpc.js'
import {
  DEVNET_FARCASTER_CUSTODY_KEY,
  DEVNET_FARCASTER_FID,
  FARCASTER_ID_REGISTRY_ADDRESS,
  FARCASTER_REGISTRAR_KEY,
} from './farcasterConstants.js'

const registrar = privateKeyToAccount(FARCASTER_REGISTRAR_KEY)
/** The custody address of the devnet's Farcaster test account. */
export const devnetFarcasterCustody: Address = privateKeyToAccount(DEVNET_FARCASTER_CUSTODY_KEY).address

/**
 * Registers the next fid to `custody` on the devnet registry (anyone may, on the devnet) and returns it.
 * @throws when the registration reverts (the address already holds a fid).
 */
export async function registerFarcasterFid(
  rpcUrl: string,
  chainId: number,
  custody: Address,
): Promise<number> {
  await rpc(rpcUrl, 'anvil_setBalance', [registrar.address, `0x${parseEther('1').toString(16)}`])
  const nonce = Number(await rpc<Hex>(rpcUrl, 'eth_getTransactionCount', [registrar.address, 'pending']))
  const raw = await registrar.signTransaction({
    type: 'eip1559',
    chainId,
    nonce,
    to: FARCASTER_ID_REGISTRY_ADDRESS,
    gas: 200_000n,
    maxFeePerGas: parseGwei('50'),
    maxPriorityFeePerGas: parseGwei('1'),
    data: encodeFunctionData({ abi: FarcasterIdRegistry.abi, functionName: 'register', args: [custody] }),
  })
  const receipt = await waitForReceipt(rpcUrl, await rpc<Hex>(rpcUrl, 'eth_sendRawTransaction', [raw]))
  if (receipt.status !== '0x1') throw new Error(`registering a fid to ${custody} on chain ${chainId} failed`)
  const idOf = encodeFunctionData({ abi: FarcasterIdRegistry.abi, functionName: 'idOf', args: [custody] })
  return Number(
    await rpc<Hex>(rpcUrl, 'eth_call', [{ to: FARCASTER_ID_REGISTRY_ADDRESS, data: idOf }, 'latest']),
  )
}

/**
 * Puts the devnet's Farcaster IdRegistry at Farcaster's Optimism address (its runtime code, from running the
 * creation code in an `eth_call`, set with `anvil_setCode`) and registers fid 1 to the test custody key.
 * Returns its manifest entry. @throws when the test account does not get fid 1 (a chain that is not fresh).
 */
export async function deployFarcasterRegistry(
  rpcUrl: string,
  chainId: number,
): Promise<DevnetFarcasterIdRegistry> {
  const runtime = await rpc<Hex>(rpcUrl, 'eth_call', [{ data: FarcasterIdRegistry.bytecode }, 'latest'])
  await rpc(rpcUrl, 'anvil_setCode', [FARCASTER_ID_REGISTRY_ADDRESS, runtime])
  const fid = await registerFarcasterFid(rpcUrl, chainId, devnetFarcasterCustody)
  if (fid !== DEVNET_FARCASTER_FID) {
    throw new Error(
      `the Farcaster test account got fid ${fid} on chain ${chainId}, expected ${DEVNET_FARCASTER_FID}`,
    )
  }
  return {
    kind: 'farcasterIdRegistry',
    name: 'IdRegistry',
    address: FARCASTER_ID_REGISTRY_ADDRESS,
    accounts: [{ fid, custody: devnetFarcasterCustody }],
  }
}
