import { GatewayError } from '../../errors/errors.js'
import type { SmartSessionsApi } from '../../gateway/smartSessionsApi.js'
import { checkPermissionRequest } from '../../sessions/permissionRequest.js'
import { checkPermissionTargets } from '../../sessions/permissionTargets.js'
import { SmartSessionErrorMessages } from '../../smartSessions/smartSessionMessages.js'
import type { SmartSessionsStore } from '../../stores/smartSessions.js'
import type { CoreContext } from '../context.js'
import { SmartSessionError, smartSessionAccount } from './smartSessionsController.js'

/** An ERC-7715 permission request as the app gives it (`expiry` in seconds; see checkPermissionRequest). */
export type GrantPermissionsRequest = Record<string, unknown> & { expiry: number; permissions: unknown[] }

/**
 * What `wallet_grantPermissions` answered (ERC-7715): the request plus the permissions context, with the chain
 * (hex) and the account it was asked for, so it can be handed to `sendWithSession` of `@portico/evm/smart-account`
 * as it is.
 */
export type GrantPermissionsResult = Record<string, unknown> & {
  context: `0x${string}`
  chainId: `0x${string}`
  address: `0x${string}`
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

/** N-04: the wallet's `permissions` capability on `chainIdHex`, or undefined when it has none. */
async function permissionsCapability(
  account: NonNullable<ReturnType<typeof smartSessionAccount>>,
  chainIdHex: string,
) {
  const answer = await account.adapter
    .request?.({
      connectorId: account.connectorId,
      method: 'wallet_getCapabilities',
      params: [account.address],
    })
    .catch(() => undefined)
  const perChain = isObject(answer) ? answer[chainIdHex] : undefined
  const capability = isObject(perChain) ? perChain.permissions : undefined
  return isObject(capability) && capability.supported !== false ? capability : undefined
}

/**
 * N-04: asks the connected smart-account wallet for a session. Before anything is signed: the wallet must
 * have the `permissions` capability ('Wallet does not support `wallet_grantPermissions` method'), the request
 * must pass {@link checkPermissionRequest} and its contracts must have code ({@link checkPermissionTargets});
 * each failure throws naming the field. Then `wallet_grantPermissions` (unsafe, O-03; success goes to
 * SmartSessionCreated through the transaction stack, O-10), and the granted session is registered at the gateway.
 */
export async function grantPermissions(
  ctx: CoreContext,
  deps: { store: SmartSessionsStore; api: SmartSessionsApi },
  request: GrantPermissionsRequest,
): Promise<GrantPermissionsResult> {
  const account = smartSessionAccount(ctx)
  if (!account?.adapter.request) throw new SmartSessionError(SmartSessionErrorMessages.GRANT_UNSUPPORTED)
  const chainIdHex = `0x${Number(account.network.id).toString(16)}` as const
  const capability = await permissionsCapability(account, chainIdHex)
  if (!capability) throw new SmartSessionError(SmartSessionErrorMessages.GRANT_UNSUPPORTED)
  const checked = checkPermissionRequest(request, Math.floor(ctx.now() / 1000))
  const getCode = async (address: string) => {
    const code = await account.adapter.request?.({
      connectorId: account.connectorId,
      method: 'eth_getCode',
      params: [address, 'latest'],
    })
    return typeof code === 'string' ? code : undefined
  }
  await checkPermissionTargets(request, getCode, account.network.caipNetworkId)

  const router = ctx.router
  const entry = { view: null, onSuccess: () => router.getState().replace('SmartSessionCreated') }
  router.getState().pushTransactionStack(entry)
  try {
    const answer = await account.adapter.request({
      connectorId: account.connectorId,
      method: 'wallet_grantPermissions',
      params: [{ ...request, chainId: chainIdHex, address: account.address }],
    })
    const context = isObject(answer) ? answer.context : undefined
    if (typeof context !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(context))
      throw new SmartSessionError('wallet_grantPermissions answered no permissions context')
    const result: GrantPermissionsResult = {
      ...(answer as Record<string, unknown>),
      chainId: chainIdHex,
      address: account.address as `0x${string}`,
      context: context as `0x${string}`,
    }
    // The wallet may have registered it already (409): either way the gateway lists it.
    await deps.api.register(account.caipAddress, { ...request, pci: context }).catch((error: unknown) => {
      if (!(error instanceof GatewayError && error.status === 409)) throw error
    })
    deps.store.setState({
      created: {
        pci: context,
        chainId: account.network.caipNetworkId,
        address: account.address,
        project: { id: ctx.options.getState().projectId },
        expiry: checked.expiry * 1000,
        createdAt: ctx.now(),
        signer: request.signer,
        permissions: request.permissions as never,
        policies: Array.isArray(request.policies) ? request.policies : [],
      },
    })
    if (ctx.modal.getState().open && router.getState().view !== 'SmartSessionCreated')
      router.getState().replace('SmartSessionCreated')
    return result
  } finally {
    if (router.getState().transactionStack.at(-1) === entry) router.getState().popTransactionStack()
  }
}
