import { classifyMethod, defineFrameHandlers, FrameMessages } from '@portico/embedded-wallet/protocol'
import { privateKeyToAccount } from 'viem/accounts'
import { capabilitiesFor } from '../eip5792/capabilities.js'
import { gatewaySessions } from '../sessions/gatewaySessions.js'
import { assertOwnerMaySign } from '../smartAccount/ownerSigningGuard.js'
import { getCallsStatus, prepareSmartRequest } from '../smartAccount/smartRequests.js'
import {
  type ActiveAccount,
  DEFAULT_ACCOUNT_TYPE,
  type EmbeddedAccountType,
  type WalletAccounts,
  walletAccounts,
} from '../smartAccount/walletAccounts.js'
import type { FrameContext, FrameState } from './frameHandlers.js'
import { type RpcRequest, typedDataOf } from './rpcRequests.js'

/** Methods only the smart account can carry out (EIP-5792 batches, ERC-7715 sessions). */
const SMART_ONLY = new Set([
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
])

/**
 * The smart account on the secure site (issue 13): the user's accounts and the F-24/E-23 app events, plus the
 * RPC methods that depend on the active account type (signatures, sends, EIP-5792, ERC-7715).
 */
export function smartAccountHandlers(ctx: FrameContext, state: FrameState) {
  const preferred = (): EmbeddedAccountType =>
    ctx.sessions.get()?.preferredAccountType ?? DEFAULT_ACCOUNT_TYPE
  const accounts: WalletAccounts = walletAccounts({
    gatewayUrl: ctx.gatewayUrl,
    projectId: ctx.projectId,
    ...(ctx.smartAccountFactory ? { factoryAddress: ctx.smartAccountFactory } : {}),
    key: () => state.wallet,
    preferred,
  })
  const sessions = gatewaySessions(ctx.calls)
  const nowSeconds = () => Math.floor((ctx.now?.() ?? Date.now()) / 1000)

  /** F-25's account fields: the active address, both accounts, the preferred type and whether it is deployed. */
  async function userAccounts(chainId: number) {
    const eoa = state.wallet?.address
    if (!eoa) throw new Error('Not connected')
    const active = await accounts.active(chainId)
    const smart = ctx.smartAccountFactory && (await accounts.enabled.check(chainId))
    const smartAddress = smart ? (await accounts.smartAccount(chainId)).address : undefined
    return {
      address: active.address,
      accounts: [
        ...(smartAddress ? [{ address: smartAddress, type: 'smartAccount' }] : []),
        { address: eoa, type: 'eoa' },
      ],
      preferredAccountType: active.type,
      smartAccountDeployed: active.type === 'smartAccount' ? await active.smart.isDeployed() : false,
    }
  }

  /**
   * The user's smart-account address the signing guard protects: the active one, else its counterfactual
   * address (CREATE2: the same on every chain with the factory), read on the request's chain or the typed
   * data's own; none when smart accounts are not configured or no such chain answers.
   */
  async function smartAddresses(request: RpcRequest, chainId: number, active: ActiveAccount) {
    if (active.type === 'smartAccount') return [active.address]
    if (!ctx.smartAccountFactory || request.method !== 'eth_signTypedData_v4') return []
    const domainChain = Number(typedDataOf(request.params).domain?.chainId)
    const chains = [chainId, ...(Number.isSafeInteger(domainChain) && domainChain > 0 ? [domainChain] : [])]
    for (const chain of new Set(chains)) {
      try {
        return [(await accounts.smartAccount(chain)).address]
      } catch {
        // No factory or no node on that chain: try the next.
      }
    }
    return []
  }

  /** RPC methods whose answer depends on the account type; undefined when the base handler should answer. */
  async function rpc(request: RpcRequest, chainId: number): Promise<{ result: unknown } | undefined> {
    const active = await accounts.active(chainId)
    switch (request.method) {
      case 'eth_accounts':
        return { result: [active.address] }
      case 'wallet_getCapabilities': {
        const asked = Array.isArray(request.params) ? request.params[1] : undefined
        const chainIds = Array.isArray(asked) ? asked.map(Number).filter(Number.isSafeInteger) : [chainId]
        const smartChains = new Set(
          active.type === 'smartAccount' ? await accounts.enabled.list(chainIds) : [],
        )
        return { result: capabilitiesFor(chainIds, smartChains) }
      }
      case 'wallet_getCallsStatus':
        return {
          result: await getCallsStatus(await accounts.requireSmart(chainId, request.method), request.params),
        }
    }
    // O-02: the other safe methods (node reads such as eth_getCode) are the same for both account types.
    if (classifyMethod(request.method) === 'safe') return undefined
    // Issue 22 item 6: what the key never signs for an app (a user operation, the account's own domain).
    assertOwnerMaySign(request, await smartAddresses(request, chainId, active))
    if (active.type !== 'smartAccount') {
      if (SMART_ONLY.has(request.method)) await accounts.requireSmart(chainId, request.method)
      return undefined
    }
    // Checked before the user is asked (O-11, N-04); carried out after the approval screen.
    const run = await prepareSmartRequest(
      { smart: active.smart, sessions, nowSeconds: nowSeconds() },
      request,
    )
    if (!(await ctx.approve(request, { chainId, account: active.smart.address }))) {
      throw new Error(FrameMessages.USER_REJECTED)
    }
    return { result: await run() }
  }

  /** M-07: the active account as a message signer (a smart account's signature is ERC-6492 until deployed). */
  async function messageSigner(chainId: number) {
    const active = await accounts.active(chainId)
    if (active.type === 'smartAccount') {
      const { account } = active.smart
      return { address: active.address, signMessage: (message: string) => account.signMessage({ message }) }
    }
    if (!state.wallet) throw new Error('Not connected')
    const owner = privateKeyToAccount(state.wallet.privateKey)
    return { address: owner.address, signMessage: (message: string) => owner.signMessage({ message }) }
  }

  return {
    userAccounts,
    messageSigner,
    rpc,
    handlers: defineFrameHandlers({
      /** F-24, D-24: the chains (of `chainIds`, default the current one) where smart accounts are enabled. */
      async GET_SMART_ACCOUNT_ENABLED_NETWORKS(payload) {
        const asked = payload.chainIds ?? [state.chainId]
        const chainIds = asked.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0)
        return { smartAccountEnabledNetworks: await accounts.enabled.list(chainIds) }
      },
      /**
       * E-23: switches the preferred account type; smartAccount only where smart accounts are enabled. A switch
       * changes which account the app's requests act for, so it is an unsafe request with its own approval on
       * this origin's screen (issue 22 item 6): without the user's click nothing changes.
       */
      async SET_PREFERRED_ACCOUNT(payload) {
        const type: EmbeddedAccountType = payload.type
        const stored = ctx.sessions.get()
        if (!stored || !state.wallet) throw new Error('Not connected')
        if (type === 'smartAccount' && !(await accounts.enabled.check(state.chainId)))
          throw new Error(`Smart accounts are not enabled on eip155:${state.chainId}`)
        // The stored preference, not the type active on this chain: on a chain without smart accounts the key
        // acts anyway, and a silent 'eoa' there would move every other chain to the key.
        const from = stored.preferredAccountType ?? DEFAULT_ACCOUNT_TYPE
        if (from !== type) {
          const to = (await userAccounts(state.chainId)).accounts.find((a) => a.type === type)?.address
          const request = { method: 'SET_PREFERRED_ACCOUNT', params: [{ from, to: type, address: to }] }
          if (!(await ctx.approve(request))) throw new Error(FrameMessages.USER_REJECTED)
        }
        ctx.sessions.set({ ...stored, preferredAccountType: type })
        const user = await userAccounts(state.chainId)
        return { type: user.preferredAccountType, address: user.address }
      },
      /** F-24: deploys the smart account when it is not yet (after the user approves; the account pays gas). */
      async INIT_SMART_ACCOUNT() {
        const smart = await accounts.requireSmart(state.chainId, 'INIT_SMART_ACCOUNT')
        if (!(await smart.isDeployed())) {
          if (!(await ctx.approve({ method: 'INIT_SMART_ACCOUNT', params: [{ address: smart.address }] })))
            throw new Error(FrameMessages.USER_REJECTED)
          await smart.sendAndWait([])
        }
        return { address: smart.address, isDeployed: true }
      },
    }),
  }
}
