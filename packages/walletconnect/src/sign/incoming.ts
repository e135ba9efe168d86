import { nowSeconds } from '../protocol/bytes.js'
import type { JsonRpcRequest } from '../protocol/jsonRpc.js'
import { REASONS, SESSION_TTL_SECONDS, type SignMethod } from '../protocol/methods.js'
import type { SignClient } from './signClient.js'
import { type Metadata, type Session, SignError } from './types.js'
import { checkGrantedNamespaces } from './validate.js'

type Params = Record<string, unknown>

const asParams = (value: unknown): Params =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Params) : {}

/**
 * Handles a request the wallet sent: settle, update, extend, event, ping and delete on a session topic;
 * ping and delete on a pairing topic. Each is answered (`true`, or an error naming what was wrong).
 */
export async function handleIncoming(
  client: SignClient,
  topic: string,
  request: JsonRpcRequest,
): Promise<void> {
  const method = request.method as SignMethod
  const params = asParams(request.params)
  const ok = () => client.respond(topic, method, request.id, { result: true })
  const fail = (error: { code: number; message: string }) =>
    client.respond(topic, method, request.id, { error: { code: error.code, message: error.message } })
  const session = client.store.session(topic)
  const pairing = client.store.pairing(topic)

  try {
    switch (method) {
      case 'wc_sessionSettle':
        return await settle(client, topic, request, params)
      case 'wc_pairingPing':
      case 'wc_pairingDelete':
        if (!pairing) throw new SignError(REASONS.USER_DISCONNECTED.code, 'Unknown pairing')
        await ok()
        if (method === 'wc_pairingDelete') {
          await client.drop(topic)
          client.notify('pairing_delete', { topic })
        }
        return
      default:
        break
    }
    if (!session) throw new SignError(REASONS.USER_DISCONNECTED.code, 'Unknown session')
    switch (method) {
      case 'wc_sessionUpdate': {
        const namespaces = checkGrantedNamespaces(params.namespaces, {
          required: session.requiredNamespaces,
          optional: session.optionalNamespaces,
        })
        client.store.putSession({ ...session, namespaces })
        await client.store.save()
        await ok()
        client.notify('session_update', { topic, namespaces })
        return
      }
      case 'wc_sessionExtend': {
        // The wallet's new expiry, never more than 7 days from now (the spec's cap).
        const cap = nowSeconds() + SESSION_TTL_SECONDS
        const asked = typeof params.expiry === 'number' && params.expiry > nowSeconds() ? params.expiry : cap
        const expiry = Math.min(asked, cap)
        client.store.putSession({ ...session, expiry })
        await client.store.save()
        await ok()
        client.notify('session_extend', { topic, expiry })
        return
      }
      case 'wc_sessionEvent': {
        const event = asParams(params.event)
        if (typeof event.name !== 'string' || typeof params.chainId !== 'string') {
          throw new SignError(-32602, 'Invalid session event')
        }
        await ok()
        client.notify('session_event', {
          topic,
          params: { event: { name: event.name, data: event.data }, chainId: params.chainId },
        })
        return
      }
      case 'wc_sessionPing':
        await ok()
        client.notify('session_ping', { topic })
        return
      case 'wc_sessionDelete': {
        await ok().catch(() => {})
        await client.drop(topic)
        const reason = {
          code: typeof params.code === 'number' ? params.code : REASONS.USER_DISCONNECTED.code,
          message: typeof params.message === 'string' ? params.message : REASONS.USER_DISCONNECTED.message,
        }
        client.notify('session_delete', { topic, reason })
        return
      }
      default:
        // wc_sessionPropose, wc_sessionRequest and wc_sessionAuthenticate go to wallets, not to a dapp.
        await fail(REASONS.WC_METHOD_UNSUPPORTED)
    }
  } catch (error) {
    const answer = error instanceof SignError ? error : new SignError(-32603, String(error))
    await fail(answer)
    client.notify('error', answer)
  }
}

/** wc_sessionSettle: the wallet's settlement of our proposal on the topic its answer derived. */
async function settle(
  client: SignClient,
  topic: string,
  request: JsonRpcRequest,
  params: Params,
): Promise<void> {
  const proposal = client.proposalsBySessionTopic.get(topic)
  if (!proposal) {
    if (client.store.session(topic))
      return client.respond(topic, 'wc_sessionSettle', request.id, { result: true })
    throw new SignError(REASONS.SESSION_SETTLEMENT_FAILED.code, 'No proposal waits on this topic')
  }
  try {
    const controller = asParams(params.controller)
    const expiry = params.expiry
    if (typeof controller.publicKey !== 'string' || !/^[0-9a-f]{64}$/.test(controller.publicKey)) {
      throw new SignError(REASONS.SESSION_SETTLEMENT_FAILED.code, 'The settlement has no controller key')
    }
    if (typeof expiry !== 'number' || expiry <= nowSeconds()) {
      throw new SignError(REASONS.SESSION_SETTLEMENT_FAILED.code, 'The settlement expiry is missing or past')
    }
    const namespaces = checkGrantedNamespaces(params.namespaces, {
      required: proposal.requiredNamespaces,
      optional: proposal.optionalNamespaces,
    })
    const properties = asParams(params.sessionProperties)
    const session: Session = {
      topic,
      pairingTopic: proposal.pairingTopic,
      relay: { protocol: 'irn' },
      expiry: Math.min(expiry, nowSeconds() + SESSION_TTL_SECONDS),
      acknowledged: true,
      controller: controller.publicKey,
      namespaces,
      requiredNamespaces: proposal.requiredNamespaces,
      optionalNamespaces: proposal.optionalNamespaces,
      ...(Object.keys(properties).length ? { sessionProperties: properties as Record<string, string> } : {}),
      self: { publicKey: proposal.publicKey, metadata: client.options.metadata },
      peer: { publicKey: controller.publicKey, metadata: controller.metadata as Metadata },
    }
    client.store.putSession(session)
    delete client.store.state.keys[proposal.publicKey]
    const pairing = client.store.pairing(proposal.pairingTopic)
    if (pairing) client.store.putPairing({ ...pairing, peerMetadata: session.peer.metadata })
    await client.store.save()
    client.proposalsBySessionTopic.delete(topic)
    client.proposals.delete(proposal.id)
    await client.respond(topic, 'wc_sessionSettle', request.id, { result: true })
    proposal.resolve(session)
    client.notify('session_connect', session)
  } catch (error) {
    client.proposalsBySessionTopic.delete(topic)
    client.proposals.delete(proposal.id)
    const answer = error instanceof SignError ? error : new SignError(-32603, String(error))
    await client
      .respond(topic, 'wc_sessionSettle', request.id, {
        error: { code: answer.code, message: answer.message },
      })
      .catch(() => {})
    await client.drop(topic)
    proposal.reject(answer)
    client.notify('error', answer)
  }
}
