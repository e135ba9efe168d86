import {
  createWalletClient,
  type Hex,
  hexToBigInt,
  http,
  isHex,
  type SignableMessage,
  type TypedDataDefinition,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/** A JSON-RPC request as the app sends it through the frame. */
export interface RpcRequest {
  method: string
  params?: unknown
}

/** The gateway's RPC proxy URL for an EVM chain (O-15: `POST /v1/?chainId=<caip>&projectId=`). */
export const rpcUrlFor = (gatewayUrl: string, projectId: string, chainId: number) =>
  `${gatewayUrl}/v1/?chainId=eip155:${chainId}&projectId=${encodeURIComponent(projectId)}`

/** Forwards a safe method (O-02) to the gateway's RPC proxy and returns its result, or throws its error. */
export async function forwardSafe(
  rpcUrl: string,
  request: RpcRequest,
  fetcher: typeof fetch = fetch,
): Promise<unknown> {
  const res = await fetcher(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: request.method, params: request.params ?? [] }),
  })
  const body = (await res.json()) as { result?: unknown; error?: { message?: string } }
  if (body.error) throw new Error(body.error.message ?? 'RPC error')
  return body.result
}

const param = (params: unknown, index: number): unknown => (Array.isArray(params) ? params[index] : undefined)
const optionalBigInt = (v: unknown) => (isHex(v) ? hexToBigInt(v) : undefined)

/** personal_sign's message (`params[0]`): hex is signed as raw bytes, anything else as text. */
export function signedMessageOf(params: unknown): SignableMessage {
  const message = param(params, 0)
  if (typeof message !== 'string') throw new Error('personal_sign needs a message')
  return isHex(message) ? { raw: message } : message
}

/** eth_signTypedData_v4's typed data (`params[1]`, JSON or an object), without the EIP712Domain type. */
export function typedDataOf(params: unknown): TypedDataDefinition {
  const raw = param(params, 1)
  const typed = typeof raw === 'string' ? JSON.parse(raw) : raw
  if (!typed || typeof typed !== 'object') throw new Error('eth_signTypedData_v4 needs typed data')
  const { domain, types, primaryType, message } = typed as Record<string, any>
  const { EIP712Domain: _domain, ...rest } = types ?? {}
  return { domain, types: rest, primaryType, message }
}

/** eth_sendTransaction's transaction (`params[0]`): to, data, value and gas. */
export function transactionOf(params: unknown) {
  const tx = param(params, 0) as Record<string, unknown> | undefined
  if (!tx || typeof tx !== 'object') throw new Error('eth_sendTransaction needs a transaction')
  return {
    to: tx.to as Hex | undefined,
    data: tx.data as Hex | undefined,
    value: optionalBigInt(tx.value),
    gas: optionalBigInt(tx.gas),
  }
}

/**
 * Carries out an approved unsafe request (O-03) with the user's key: personal_sign, eth_signTypedData_v4 and
 * eth_sendTransaction (signed here, sent through the gateway's RPC proxy). Others are not supported yet.
 */
export async function signApproved(privateKey: Hex, rpcUrl: string, request: RpcRequest): Promise<unknown> {
  const account = privateKeyToAccount(privateKey)
  const { params } = request
  switch (request.method) {
    case 'personal_sign':
      return account.signMessage({ message: signedMessageOf(params) })
    case 'eth_signTypedData_v4':
      return account.signTypedData(typedDataOf(params))
    case 'eth_sendTransaction': {
      const client = createWalletClient({ account, transport: http(rpcUrl) })
      return client.sendTransaction({ chain: null, ...transactionOf(params) })
    }
    default:
      throw new Error(`${request.method} is not supported by the embedded wallet yet`)
  }
}
