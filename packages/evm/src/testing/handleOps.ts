import type { Account, Address, Chain, Hex, PublicClient, Transport, WalletClient } from 'viem'
import { entryPoint08Abi, entryPoint08Address, toPackedUserOperation } from 'viem/account-abstraction'
import type { PorticoSmartAccount } from '../smartAccount/toPorticoSmartAccount.js'

/** A call of a user operation. */
export interface UserOperationCall {
  to: Address
  value?: bigint
  data?: Hex
}

/**
 * Builds a user operation of `account` with fixed, generous gas limits, signs it with the account's signer and
 * submits it to EntryPoint.handleOps from `wallet` (the beneficiary), as a bundler would, but without one.
 * Resolves with the transaction's receipt; rejects with the EntryPoint's revert (e.g. `AA24 signature error`).
 */
export async function handleOpsDirectly(
  client: PublicClient,
  wallet: WalletClient<Transport, Chain, Account>,
  account: PorticoSmartAccount,
  calls: UserOperationCall[],
) {
  const fees = await client.estimateFeesPerGas()
  const deployed = await account.isDeployed()
  const userOperation = {
    sender: await account.getAddress(),
    nonce: await account.getNonce(),
    ...(deployed ? {} : await account.getFactoryArgs()),
    callData: await account.encodeCalls(calls),
    callGasLimit: 300_000n,
    verificationGasLimit: 1_000_000n,
    preVerificationGas: 60_000n,
    maxFeePerGas: fees.maxFeePerGas,
    maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
    signature: '0x' as Hex,
  }
  const signature = await account.signUserOperation(userOperation)
  const args = [[toPackedUserOperation({ ...userOperation, signature })], wallet.account.address] as const
  // Simulate first, so a refused operation rejects with the EntryPoint's reason instead of a reverted receipt.
  await client.simulateContract({
    address: entryPoint08Address,
    abi: entryPoint08Abi,
    functionName: 'handleOps',
    args,
    account: wallet.account,
  })
  const hash = await wallet.writeContract({
    address: entryPoint08Address,
    abi: entryPoint08Abi,
    functionName: 'handleOps',
    args,
  })
  return client.waitForTransactionReceipt({ hash })
}
