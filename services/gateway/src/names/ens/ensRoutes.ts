import { EIP155_ADDRESS_PATTERN } from '@portico/core'
import type { FastifyReply } from 'fastify'
import { getAddress, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { Db } from '../../db/Db.js'
import { ApiError } from '../../http/errors.js'
import type { GatewayApp } from '../../http/gatewayApp.js'
import { DEFAULT_ENS_ANSWER_TTL_SEC, DEV_ENS_SIGNER_KEY, type EnsGatewayConfig } from './ensConfig.js'
import { answersFor, resolverAnswer } from './resolverAnswer.js'
import { decodeResolverCall, ResolverCallError } from './resolverCall.js'
import { signedAnswer } from './signedAnswer.js'

/** The longest request `data` accepted (hex characters): a resolve call for a 255-byte name is far below. */
const MAX_DATA_HEX = 4096
const DATA = `^0x([0-9a-fA-F]{2}){4,${MAX_DATA_HEX / 2}}$`
const answerSchema = {
  200: {
    type: 'object',
    required: ['data'],
    properties: {
      data: { type: 'string', description: 'abi.encode(bytes result, uint64 expires, bytes signature)' },
    },
  },
}

/**
 * The ERC-3668 (CCIP-Read) gateway of the offchain resolver of the names zone: `GET /v1/ens/{sender}?data={data}`
 * and `POST /v1/ens/{sender}` with `{ sender, data }`. `data` is the calldata of ENSIP-10 `resolve(name, data)`;
 * the answer comes from the names table and is signed for `sender` (the resolver contract), valid for the
 * configured window. Open to every origin, without a project: any ENS-aware app may ask.
 */
export function ensRoutes(
  app: GatewayApp,
  options: { db: Db; zone: string; ens?: EnsGatewayConfig; now: () => number },
): void {
  const signer = privateKeyToAccount(options.ens?.signerKey ?? DEV_ENS_SIGNER_KEY)
  const ttl = BigInt(options.ens?.answerTtlSec ?? DEFAULT_ENS_ANSWER_TTL_SEC)

  const answer = async (reply: FastifyReply, sender: string, data: string) => {
    reply.header('access-control-allow-origin', '*')
    let question: ReturnType<typeof decodeResolverCall>
    try {
      question = decodeResolverCall(data as Hex)
    } catch (error) {
      if (error instanceof ResolverCallError) throw new ApiError(400, 'INVALID_PARAM', error.message, 'data')
      throw error
    }
    if (!answersFor(question.name, options.zone))
      throw new ApiError(404, 'NOT_FOUND', `${question.name} is not in the zone ${options.zone}`, 'data')
    const result = await resolverAnswer(options.db, options.zone, question)
    const expires = BigInt(Math.floor(options.now() / 1000)) + ttl
    return {
      data: await signedAnswer({
        signer,
        resolver: getAddress(sender),
        request: data as Hex,
        result,
        expires,
      }),
    }
  }

  app.get(
    '/v1/ens/:sender',
    {
      schema: {
        summary: 'ERC-3668 offchain-resolver answer for a name of the zone (GET {sender}?data={data})',
        params: {
          type: 'object',
          required: ['sender'],
          properties: { sender: { type: 'string', pattern: EIP155_ADDRESS_PATTERN } },
        },
        querystring: {
          type: 'object',
          required: ['data'],
          properties: {
            data: { type: 'string', pattern: DATA, description: 'calldata of resolve(bytes,bytes)' },
          },
        },
        response: answerSchema,
      },
    },
    async (req, reply) => answer(reply, req.params.sender, req.query.data),
  )
  app.post(
    '/v1/ens/:sender',
    {
      schema: {
        summary: 'ERC-3668 offchain-resolver answer for a name of the zone (POST, { sender, data })',
        params: {
          type: 'object',
          required: ['sender'],
          properties: { sender: { type: 'string', pattern: EIP155_ADDRESS_PATTERN } },
        },
        body: {
          type: 'object',
          required: ['data'],
          properties: {
            sender: { type: 'string', pattern: EIP155_ADDRESS_PATTERN },
            data: { type: 'string', pattern: DATA },
          },
        },
        response: answerSchema,
      },
    },
    async (req, reply) => {
      if (req.body.sender && req.body.sender.toLowerCase() !== req.params.sender.toLowerCase())
        throw new ApiError(
          400,
          'INVALID_PARAM',
          'body.sender must match the sender in the URL',
          'body.sender',
        )
      return answer(reply, req.params.sender, req.body.data)
    },
  )
  // A POST with a JSON body is preflighted: allow it from any origin.
  app.options('/v1/ens/:sender', async (_req, reply) =>
    reply
      .header('access-control-allow-origin', '*')
      .header('access-control-allow-methods', 'GET, POST')
      .header('access-control-allow-headers', 'content-type')
      .code(204)
      .send(),
  )
}
