import {
  type Account,
  type Address,
  BaseError,
  type Chain,
  ContractFunctionRevertedError,
  decodeErrorResult,
  type Hex,
  type PublicClient,
  parseEventLogs,
  type Transport,
  type WalletClient,
} from 'viem'
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
 * Resolves with the transaction's receipt. Rejects with the EntryPoint's reason when validation refuses the
 * operation (`AA24 signature error`, or `AA23 reverted: <the account's reason>`), and with
 * `execution reverted: <reason>` when the operation was included but its calls reverted.
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
  await client
    .simulateContract({
      address: entryPoint08Address,
      abi: entryPoint08Abi,
      functionName: 'handleOps',
      args,
      account: wallet.account,
    })
    .catch((error: unknown) => {
      throw new Error(refusalReason(error), { cause: error })
    })
  const hash = await wallet.writeContract({
    address: entryPoint08Address,
    abi: entryPoint08Abi,
    functionName: 'handleOps',
    args,
  })
  const receipt = await client.waitForTransactionReceipt({ hash })
  const logs = parseEventLogs({ abi: entryPoint08Abi, logs: receipt.logs })
  const event = logs.find((log) => log.eventName === 'UserOperationEvent')
  if (event?.eventName === 'UserOperationEvent' && !event.args.success) {
    const revert = logs.find((log) => log.eventName === 'UserOperationRevertReason')
    const reason =
      revert?.eventName === 'UserOperationRevertReason' ? errorString(revert.args.revertReason) : ''
    throw new Error(`execution reverted: ${reason}`)
  }
  return receipt
}

/** `FailedOp`'s reason, with the account's own revert reason for `FailedOpWithRevert`. */
function refusalReason(error: unknown): string {
  const reverted =
    error instanceof BaseError ? error.walk((e) => e instanceof ContractFunctionRevertedError) : null
  const data = reverted instanceof ContractFunctionRevertedError ? reverted.data : undefined
  if (!data) return error instanceof Error ? error.message : String(error)
  const [, reason, inner] = data.args as unknown as [bigint, string, Hex | undefined]
  return inner ? `${reason}: ${errorString(inner)}` : reason
}

/** The text of an `Error(string)` revert, or the raw data when it is something else. */
function errorString(data: Hex): string {
  try {
    const decoded = decodeErrorResult({ data })
    return decoded.errorName === 'Error' ? String(decoded.args[0]) : decoded.errorName
  } catch {
    return data
  }
}
