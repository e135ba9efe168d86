import {
  checkPermissionRequest,
  checkPermissionTargets,
  EIP155_ADDRESS_OR_CAIP10_PATTERN,
  isEip155Address,
  PermissionRequestError,
  revokeSmartSessionMessage,
} from '@portico/core'
import type { Address, Hex } from 'viem'
import type { Db } from '../db/Db.js'
import { ApiError } from '../http/errors.js'
import type { GatewayApp } from '../http/gatewayApp.js'
import { routeProject } from '../http/requestGuard.js'
import { clientQueryProperties } from '../http/schemas.js'
import { assertGrantedOnChain, chainClient } from './onChainGrant.js'
import {
  insertSmartSession,
  listSmartSessions,
  revokeSmartSession,
  type SmartSessionRow,
} from './smartSessionRepo.js'

/** What the sessions routes need. */
export interface SmartSessionRouteOptions {
  rpcUrls: Record<string, string>
  timeoutMs: number
}

/** A session id (permission context id): 0x and 64 hex digits, the id the account grants it under. */
const PCI_PATTERN = '^0x[0-9a-fA-F]{64}$'
/** `{address}`: a CAIP-10 EVM account (`eip155:31337:0x…`) or a plain address (every chain). */
const ADDRESS_PARAM_PATTERN = EIP155_ADDRESS_OR_CAIP10_PATTERN
const paramsSchema = {
  type: 'object',
  required: ['address'],
  properties: { address: { type: 'string', pattern: ADDRESS_PARAM_PATTERN } },
} as const
const querystring = { type: 'object', properties: clientQueryProperties } as const

/** Splits the `{address}` parameter into its chain (undefined for a plain address) and address. */
function parseAccount(param: string): { chainId: string | undefined; address: Address } {
  const parts = param.split(':')
  const address = parts.at(-1) as Address
  if (!isEip155Address(address))
    throw new ApiError(400, 'INVALID_PARAM', 'address: not an EVM address', 'address')
  return { chainId: parts.length === 3 ? `${parts[0]}:${parts[1]}` : undefined, address }
}

/** U-19's SmartSession: `expiry` in seconds (N-01: the client converts it), times in milliseconds. */
const toSmartSession = (row: SmartSessionRow) => ({
  project: { id: row.projectId },
  pci: row.pci,
  chainId: row.chainId,
  address: row.account,
  expiry: row.expiry,
  createdAt: row.createdAt.getTime(),
  signer: row.signer,
  permissions: row.permissions,
  policies: row.policies,
  ...(row.revokedAt && { revokedAt: row.revokedAt.getTime() }),
})

/**
 * N-01, N-02, U-19, U-20: `GET /v1/sessions/{address}` lists an account's smart sessions; `POST
 * /v1/sessions/{address}` registers one its owner granted on chain (ERC-7715 request plus `pci`);
 * `POST /v1/sessions/{address}/revoke` `{pci, signature}` marks one revoked when the account signed
 * `Revoke smart session {pci}` (EOA, ERC-1271 or ERC-6492, checked with viem's verifyMessage).
 */
export function smartSessionRoutes(app: GatewayApp, db: Db, options: SmartSessionRouteOptions): void {
  const clientFor = (chainId: string | undefined, field = 'address') => {
    const url = chainId && Object.hasOwn(options.rpcUrls, chainId) ? options.rpcUrls[chainId] : undefined
    if (!url)
      throw new ApiError(400, 'INVALID_PARAM', `${field}: the chain is not supported by this gateway`, field)
    return chainClient(url, options.timeoutMs)
  }

  app.get(
    '/v1/sessions/:address',
    {
      config: { project: 'required' },
      schema: { summary: "An account's smart sessions (N-01)", params: paramsSchema, querystring },
    },
    async (req) => {
      const { chainId, address } = parseAccount(req.params.address)
      if (chainId && !Object.hasOwn(options.rpcUrls, chainId)) return { pcis: [] }
      return { pcis: (await listSmartSessions(db, address, chainId)).map(toSmartSession) }
    },
  )

  app.post(
    '/v1/sessions/:address',
    {
      config: { project: 'required' },
      schema: {
        summary: 'Register a smart session the account granted on chain (ERC-7715 request and its pci)',
        params: paramsSchema,
        querystring,
        body: {
          type: 'object',
          required: ['pci'],
          properties: { pci: { type: 'string', pattern: PCI_PATTERN } },
        },
      },
    },
    async (req, reply) => {
      const project = routeProject(req)
      const { chainId, address } = parseAccount(req.params.address)
      const client = clientFor(chainId)
      let checked: ReturnType<typeof checkPermissionRequest>
      try {
        checked = checkPermissionRequest(req.body, Math.floor(Date.now() / 1000))
        await checkPermissionTargets(
          req.body,
          (target) => client.getCode({ address: target as Address }),
          chainId!,
        )
      } catch (error) {
        if (error instanceof PermissionRequestError)
          throw new ApiError(400, 'INVALID_PARAM', error.message, error.field)
        throw error
      }
      await assertGrantedOnChain(client, address, req.body.pci as Hex, checked)
      const stored = await insertSmartSession(db, {
        pci: req.body.pci,
        chainId: chainId!,
        account: address,
        projectId: project.id,
        signer: req.body.signer,
        permissions: req.body.permissions,
        policies: req.body.policies ?? [],
        expiry: checked.expiry,
      })
      if (!stored) throw new ApiError(409, 'CONFLICT', 'pci: this session is registered already', 'pci')
      return reply.code(201).send({ pci: req.body.pci.toLowerCase() })
    },
  )

  app.post(
    '/v1/sessions/:address/revoke',
    {
      config: { project: 'required' },
      schema: {
        summary: 'Revoke a smart session with a signature of the account (N-02)',
        params: paramsSchema,
        querystring,
        body: {
          type: 'object',
          required: ['pci', 'signature'],
          properties: {
            pci: { type: 'string', pattern: PCI_PATTERN },
            signature: { type: 'string', pattern: '^0x([0-9a-fA-F]{2})+$', maxLength: 20_000 },
          },
        },
      },
    },
    async (req) => {
      const { chainId, address } = parseAccount(req.params.address)
      const client = clientFor(chainId)
      const { pci, signature } = req.body
      const valid = await client
        .verifyMessage({
          address,
          message: revokeSmartSessionMessage(pci.toLowerCase()),
          signature: signature as Hex,
        })
        .catch(() => false)
      if (!valid) {
        throw new ApiError(
          401,
          'UNAUTHORIZED',
          "signature: not a signature of the account's owner",
          'signature',
        )
      }
      const revoked = await revokeSmartSession(db, address, chainId!, pci)
      if (!revoked) throw new ApiError(404, 'NOT_FOUND', 'pci: no such session of this account', 'pci')
      return { success: true }
    },
  )
}
