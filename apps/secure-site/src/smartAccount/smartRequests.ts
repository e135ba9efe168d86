import type { Hex } from 'viem'
import { UserOperationReceiptNotFoundError } from 'viem/account-abstraction'
import { callsStatus } from '../eip5792/callsStatus.js'
import { checkSendCalls } from '../eip5792/sendCallsRequest.js'
import { type RpcRequest, signedMessageOf, transactionOf, typedDataOf } from '../frame/rpcRequests.js'
import type { GatewaySessions } from '../sessions/gatewaySessions.js'
import { checkGrantRequest, grantPermissions } from '../sessions/grantPermissions.js'
import { revokedContext, revokePermissions } from '../sessions/revokePermissions.js'
import { checkUserOperationRequest, sendUserOperation } from './sendUserOperation.js'
import type { SmartAccountClient } from './smartAccountClient.js'

const param = (params: unknown, index: number): unknown => (Array.isArray(params) ? params[index] : undefined)

/** What carrying out an unsafe request through the smart account needs. */
export interface SmartRequestContext {
  smart: SmartAccountClient
  sessions: GatewaySessions
  nowSeconds: number
}

/**
 * O-03 through the smart account, in two steps: this checks the request (O-11 for wallet_sendCalls, N-04 for
 * wallet_grantPermissions, sender and EntryPoint for eth_sendUserOperation) and throws before the user is asked; the function it returns does the work once
 * the user approved. Signatures are the account's (ERC-6492-wrapped until it is deployed, ERC-1271 after);
 * sends are user operations through the bundler, the first one deploying the account.
 */
export async function prepareSmartRequest(
  ctx: SmartRequestContext,
  request: RpcRequest,
): Promise<() => Promise<unknown>> {
  const { smart, sessions } = ctx
  const { params } = request
  switch (request.method) {
    case 'personal_sign': {
      const message = signedMessageOf(params)
      return () => smart.account.signMessage({ message })
    }
    case 'eth_signTypedData_v4': {
      const typed = typedDataOf(params)
      return () => smart.account.signTypedData(typed)
    }
    case 'eth_sendTransaction': {
      const { to, value, data } = transactionOf(params)
      if (!to)
        throw new Error('eth_sendTransaction needs a `to` (the smart account does not create contracts)')
      // The transaction hash of the mined user operation, as a wallet answers eth_sendTransaction.
      return async () => (await smart.sendAndWait([{ to, value, data }])).receipt.transactionHash
    }
    case 'wallet_sendCalls': {
      const checked = checkSendCalls(params)
      if (checked.chainId !== undefined && checked.chainId !== smart.chainId)
        throw new Error(`wallet_sendCalls: chainId must be the active chain (eip155:${smart.chainId})`)
      // EIP-5792: the batch is one user operation (executeBatch): atomic. Its id is the user-operation hash.
      return async () => ({ id: await smart.send(checked.calls) })
    }
    case 'wallet_grantPermissions': {
      const checked = await checkGrantRequest(params, smart, ctx.nowSeconds)
      return () => grantPermissions(smart, sessions, checked)
    }
    case 'wallet_revokePermissions': {
      const pci = revokedContext(params)
      return () => revokePermissions(smart, sessions, pci)
    }
    case 'eth_sendUserOperation': {
      const checked = checkUserOperationRequest(smart, params)
      return () => sendUserOperation(smart, checked)
    }
    default:
      throw new Error(`${request.method} is not supported by the embedded wallet yet`)
  }
}

/** EIP-5792 `wallet_getCallsStatus` (a safe method): the batch's user-operation receipt from the bundler. */
export async function getCallsStatus(smart: SmartAccountClient, params: unknown) {
  const id = param(params, 0)
  if (typeof id !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(id))
    throw new Error('wallet_getCallsStatus: params[0] must be a batch id (0x and 64 hex digits)')
  const receipt = await smart.bundler.getUserOperationReceipt({ hash: id as Hex }).catch((error: unknown) => {
    if (error instanceof UserOperationReceiptNotFoundError) return null
    throw error
  })
  return callsStatus(id as Hex, smart.chainId, receipt)
}
