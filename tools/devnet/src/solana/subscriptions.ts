import { type Address, isAddress } from '@solana/kit'
import type { WebSocket } from 'ws'
import { accountEncoding, accountInfoJson } from './accountJson.js'
import { withContext } from './methods/context.js'
import { configParam, type Params, signatureParam } from './params.js'
import { checkRequest, errorResponse, type RpcResponse } from './rpcDispatch.js'
import { invalidParams, RPC_ERROR, RpcError, stringifyWithBigInts } from './rpcError.js'
import type { SolanaChain } from './solanaChain.js'
import type { ChainEvent } from './transactionRecord.js'

/** How many subscriptions one WebSocket connection may hold at once. */
const MAX_SUBSCRIPTIONS_PER_CONNECTION = 1_000

/** What an absent account reads as in an account notification (Solana sends an empty system account). */
const EMPTY_ACCOUNT = {
  lamports: 0n,
  owner: '11111111111111111111111111111111',
  executable: false,
  rentEpoch: 0n,
  space: 0,
}

let nextSubscriptionId = 1

/**
 * Serves Solana's WebSocket subscriptions on one connection: `signatureSubscribe`, `accountSubscribe`,
 * `slotSubscribe` and their `…Unsubscribe`. Every processed transaction and new slot of `chain` is checked
 * against the connection's subscriptions; closing the socket drops them all.
 */
export function serveSubscriptions(socket: WebSocket, chain: SolanaChain): void {
  const subscriptions = new Map<number, { kind: string; onEvent: (event: ChainEvent) => void }>()
  const send = (message: unknown) => {
    if (socket.readyState === socket.OPEN) socket.send(stringifyWithBigInts(message))
  }
  const notify = (method: string, subscription: number, result: unknown) =>
    send({ jsonrpc: '2.0', method, params: { result, subscription } })
  const stopFollowing = chain.subscribe((event) => {
    for (const { onEvent } of [...subscriptions.values()]) onEvent(event)
  })
  socket.on('close', () => {
    stopFollowing()
    subscriptions.clear()
  })

  const add = (kind: string, onEvent: (id: number, event: ChainEvent) => void): number => {
    if (subscriptions.size >= MAX_SUBSCRIPTIONS_PER_CONNECTION) {
      throw new RpcError(
        RPC_ERROR.invalidRequest,
        `Too many subscriptions on this connection (${MAX_SUBSCRIPTIONS_PER_CONNECTION})`,
      )
    }
    const id = nextSubscriptionId++
    subscriptions.set(id, { kind, onEvent: (event) => onEvent(id, event) })
    return id
  }

  const accountJson = (address: Address, config: Record<string, unknown>) => {
    const account = chain.getAccount(address)
    const encoding = accountEncoding(config)
    return account
      ? accountInfoJson(account, encoding, chain.mintDecimals)
      : { ...EMPTY_ACCOUNT, data: ['', 'base64'] }
  }

  const methods: Record<string, (params: Params) => { result: unknown; after?: () => void }> = {
    signatureSubscribe: (params) => {
      const signature = signatureParam(params[0], 'signature')
      configParam(params, 1)
      const done = (id: number, err: unknown) => {
        subscriptions.delete(id)
        notify('signatureNotification', id, withContext(chain, { err }))
      }
      const id = add('signature', (subscription, event) => {
        if (event.type === 'transaction' && event.record.signature === signature)
          done(subscription, event.record.err)
      })
      const record = chain.getRecord(signature)
      return { result: id, after: record && (() => done(id, record.err)) }
    },
    accountSubscribe: (params) => {
      const address = params[0]
      if (typeof address !== 'string' || !isAddress(address))
        throw invalidParams('address must be a base58 address')
      const config = configParam(params, 1)
      accountEncoding(config)
      const id = add('account', (subscription, event) => {
        if (event.type === 'transaction' && event.record.accountKeys.includes(address)) {
          notify('accountNotification', subscription, withContext(chain, accountJson(address, config)))
        }
      })
      return { result: id }
    },
    slotSubscribe: () => {
      const id = add('slot', (subscription, event) => {
        if (event.type === 'slot')
          notify('slotNotification', subscription, {
            parent: event.parent,
            root: event.slot,
            slot: event.slot,
          })
      })
      return { result: id }
    },
  }
  for (const kind of ['signature', 'account', 'slot']) {
    methods[`${kind}Unsubscribe`] = (params) => {
      const id = params[0]
      if (typeof id !== 'number' || subscriptions.get(id)?.kind !== kind)
        throw invalidParams('Invalid subscription id.')
      subscriptions.delete(id)
      return { result: true }
    }
  }

  socket.on('message', (data, isBinary) => {
    let response: RpcResponse
    let after: (() => void) | undefined
    let id: RpcResponse['id'] = null
    try {
      if (isBinary) throw new RpcError(RPC_ERROR.parse, 'Parse error: send JSON text frames')
      let body: unknown
      try {
        body = JSON.parse(data.toString())
      } catch {
        throw new RpcError(RPC_ERROR.parse, 'Parse error: the message is not JSON')
      }
      const request = checkRequest(body)
      id = request.id
      const method = Object.hasOwn(methods, request.method) ? methods[request.method] : undefined
      if (!method) throw new RpcError(RPC_ERROR.methodNotFound, `Method not found: ${request.method}`)
      const answer = method(request.params)
      response = { jsonrpc: '2.0', id, result: answer.result }
      after = answer.after
    } catch (error) {
      response = errorResponse(id, error)
    }
    send(response)
    after?.()
  })
}
