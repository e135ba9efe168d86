import { nowSeconds } from '../protocol/bytes.js'
import { open } from '../protocol/envelope.js'
import { WalletConnectProtocolError } from '../protocol/errors.js'
import { isError, isRequest, parsePayload } from '../protocol/jsonRpc.js'
import { deriveSymKey, topicOf } from '../protocol/keys.js'
import { ACTIVE_PAIRING_TTL_SECONDS, FIVE_MINUTES, isSignMethod, REASONS } from '../protocol/methods.js'
import type { RelayMessage } from '../relay/relayClient.js'
import { handleIncoming } from './incoming.js'
import type { OpenProposal, SignClient } from './signClient.js'
import { SignError } from './types.js'

/**
 * Routes one relay delivery: opens it with the topic's key, then hands a request of the wallet to
 * {@link handleIncoming} (once per id: deliveries are at least once), an answer to the call waiting for it, and
 * the answer to a proposal to {@link acceptProposalAnswer}. What cannot be used is an `error` event.
 */
export async function routeMessage(client: SignClient, message: RelayMessage): Promise<void> {
  const symKey = client.store.state.keys[message.topic]
  // A wc_sessionAuthenticate answer comes as a type 1 envelope on the request key's topic.
  const privateKey = client.authKeys.get(message.topic)
  if (!symKey && !privateKey) {
    client.notify(
      'error',
      new WalletConnectProtocolError('UNKNOWN_TOPIC', `A message for unknown topic ${message.topic}`),
    )
    return
  }
  let text: string
  try {
    text = await open(message.message, {
      ...(symKey ? { symKey } : {}),
      ...(privateKey ? { privateKey } : {}),
    })
  } catch (error) {
    client.notify('error', error as WalletConnectProtocolError)
    return
  }
  const payload = parsePayload(text)
  if (!payload) {
    client.notify(
      'error',
      new WalletConnectProtocolError('INVALID_MESSAGE', 'A message that is not JSON-RPC'),
    )
    return
  }
  if (isRequest(payload)) {
    if (!client.handled.add(`${message.topic}:${payload.id}`)) return
    if (!isSignMethod(payload.method)) {
      void client.relay
        .publish(
          message.topic,
          client.seal(message.topic, {
            id: payload.id,
            jsonrpc: '2.0',
            error: REASONS.WC_METHOD_UNSUPPORTED,
          }),
          {
            ttl: FIVE_MINUTES,
            tag: 0,
          },
        )
        .catch(() => {})
      return
    }
    handleIncoming(client, message.topic, payload).catch((error) => client.notify('error', error))
    return
  }
  const call = client.calls.get(payload.id)
  if (call) {
    client.calls.delete(payload.id)
    clearTimeout(call.timer)
    if (isError(payload))
      call.reject(new SignError(payload.error.code, payload.error.message, payload.error.data))
    else call.resolve(payload.result)
    return
  }
  const proposal = client.proposals.get(payload.id)
  if (proposal && message.topic === proposal.pairingTopic) {
    if (isError(payload)) {
      client.proposals.delete(payload.id)
      proposal.reject(new SignError(payload.error.code, payload.error.message))
      return
    }
    const responderPublicKey = (payload.result as { responderPublicKey?: unknown } | null)?.responderPublicKey
    if (typeof responderPublicKey !== 'string' || !/^[0-9a-f]{64}$/.test(responderPublicKey)) {
      client.proposals.delete(payload.id)
      proposal.reject(
        new SignError(REASONS.SESSION_SETTLEMENT_FAILED.code, 'The wallet answered without a valid key'),
      )
      return
    }
    acceptProposalAnswer(client, proposal, responderPublicKey).catch((error) => {
      client.proposals.delete(payload.id)
      proposal.reject(error)
    })
  }
}

/** Adopts the wallet's answer to a proposal: derives the session key and subscribes to the session topic. */
async function acceptProposalAnswer(
  client: SignClient,
  proposal: OpenProposal,
  responderPublicKey: string,
): Promise<void> {
  const privateKey = client.store.state.keys[proposal.publicKey]
  if (!privateKey) throw new WalletConnectProtocolError('UNKNOWN_TOPIC', 'The proposal key is gone')
  const symKey = await deriveSymKey(privateKey, responderPublicKey)
  const sessionTopic = await topicOf(symKey)
  client.store.state.keys[sessionTopic] = symKey
  const pairing = client.store.pairing(proposal.pairingTopic)
  if (pairing)
    client.store.putPairing({ ...pairing, active: true, expiry: nowSeconds() + ACTIVE_PAIRING_TTL_SECONDS })
  await client.store.save()
  client.proposalsBySessionTopic.set(sessionTopic, proposal)
  await client.relay.subscribe(sessionTopic)
}
