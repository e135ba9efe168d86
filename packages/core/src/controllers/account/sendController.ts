import { trackPending } from '../../activity/pendingTransactions.js'
import { BaseError } from '../../errors/BaseError.js'
import { ValidationError } from '../../errors/errors.js'
import { ErrorMessages, SuccessMessages } from '../../errors/messages.js'
import { parseDecimalAmount } from '../../format/decimalAmount.js'
import { isNativeToken } from '../../send/isNativeToken.js'
import type { TransactionStackEntry } from '../../stores/router.js'
import type { TokenBalance } from '../../types/account.js'
import type { AccountController } from '../accountController.js'
import type { CoreContext } from '../context.js'
import type { NotificationController } from '../notificationController.js'
import { type ActiveAccount, activeAccount } from './activeAccount.js'
import type { TokenBalancesController } from './tokenBalancesController.js'

/**
 * The token's contract as a plain address (a CAIP-10 address loses its `namespace:chainId:`). Not
 * `getPlainAddress`: importing caip.ts here splits it out of the first chunk (docs/decisions.md).
 */
const tokenContract = (token: TokenBalance) => token.address?.split(':').at(-1) ?? ''

function formInput(ctx: CoreContext) {
  const { token, sendTokenAmount, receiverAddress } = ctx.send.getState()
  // G-02: amount and receiver, then token.
  if (!sendTokenAmount || !receiverAddress)
    throw new ValidationError(ErrorMessages.AMOUNT_AND_RECEIVER_REQUIRED)
  if (!token) throw new ValidationError(ErrorMessages.TOKEN_REQUIRED)
  const amount = parseDecimalAmount(sendTokenAmount, Number(token.quantity.decimals))
  if (amount === undefined || amount === 0n) throw new ValidationError(`Invalid amount: ${sendTokenAmount}`)
  return { token, amount, to: receiverAddress.trim() }
}

/** G-03: the namespaces Send supports (native and token transfers); any other is 'Unsupported chain'. */
const SEND_NAMESPACES: readonly string[] = ['eip155', 'solana']

function sendingAccount(ctx: CoreContext): ActiveAccount & { connectorId: string } {
  const active = activeAccount(ctx)
  if (!active || !SEND_NAMESPACES.includes(active.namespace) || !active.connectorId)
    throw new BaseError(ErrorMessages.UNSUPPORTED_CHAIN)
  return active as ActiveAccount & { connectorId: string }
}

/**
 * G: the send flow. `estimateGas` stores the fee and says when the native balance cannot pay it;
 * `sendToken` sends native (G-04, G-06) or a token (ERC-20, G-05; SPL on solana), waits until mined, resets the form (G-07), refreshes
 * balances and returns to the Account view with a snackbar.
 */
export function createSendController(
  ctx: CoreContext,
  deps: {
    account: Pick<AccountController, 'fetchBalance'>
    tokens: Pick<TokenBalancesController, 'fetchTokenBalances'>
    notifications: Pick<NotificationController, 'showError' | 'showSnackbar'>
    onSent?: () => void
  },
) {
  /** The network fee of the current form, or undefined when the adapter cannot estimate. */
  async function estimateGas(): Promise<{ fee: bigint | undefined; error: string | undefined }> {
    const { token, amount, to } = formInput(ctx)
    const active = sendingAccount(ctx)
    const native = isNativeToken(token)
    const fee = await active.adapter.estimateSendFee?.({
      address: active.address,
      caipNetwork: active.network,
      to,
      amount,
      ...(native ? {} : { tokenAddress: tokenContract(token) }),
    })
    if (fee === undefined) return { fee, error: undefined }
    ctx.send.setState({ gasFee: fee })
    const { nativeCurrency } = active.network
    const nativeToken = ctx.send.getState().tokenBalances.find(isNativeToken)
    const balance = parseDecimalAmount(nativeToken?.quantity.numeric ?? '0', nativeCurrency.decimals) ?? 0n
    const needed = fee + (native ? amount : 0n)
    return { fee, error: balance < needed ? ErrorMessages.notEnoughForFee(nativeCurrency.symbol) : undefined }
  }

  async function sendToken(): Promise<string> {
    const { token, amount, to } = formInput(ctx)
    const active = sendingAccount(ctx)
    const { router } = ctx
    // G-15: SEND_INITIATED, then SEND_SUCCESS or SEND_ERROR (analytics sends them when it is on).
    const event = {
      isSmartAccount: active.isSmartAccount,
      token: tokenContract(token) || token.symbol,
      amount: ctx.send.getState().sendTokenAmount ?? '',
      network: active.network.caipNetworkId,
    }
    ctx.events.emit({ type: 'SEND_INITIATED', data: event })
    ctx.send.setState({ loading: true })
    // G-14: native sends push {}; ERC-20 sends return to the Account view on success (O-10).
    const entry: TransactionStackEntry = isNativeToken(token)
      ? { view: null }
      : { view: null, onSuccess: () => router.getState().replace('Account') }
    router.getState().pushTransactionStack(entry)
    try {
      const base = { connectorId: active.connectorId, address: active.address, caipNetwork: active.network }
      const hash = isNativeToken(token)
        ? await active.adapter.sendTransaction({ ...base, to, value: amount, data: '0x' })
        : await sendTokenTransfer(active, {
            ...base,
            tokenAddress: tokenContract(token),
            to,
            amount,
            decimals: Number(token.quantity.decimals),
          })
      await trackPending(
        ctx.transactions,
        active.key,
        hash,
        Promise.resolve(active.adapter.waitForTransaction?.({ caipNetwork: active.network, hash })),
      )
      ctx.send.getState().reset()
      await Promise.all([
        deps.tokens.fetchTokenBalances({ force: true }),
        deps.account.fetchBalance(active.namespace, { force: true }),
      ])
      ctx.events.emit({ type: 'SEND_SUCCESS', data: event })
      deps.onSent?.()
      deps.notifications.showSnackbar(SuccessMessages.TRANSACTION_SENT, 'success')
      const history = router.getState().history
      const index = history.lastIndexOf('Account')
      if (index >= 0) router.getState().goBackToIndex(index)
      else router.getState().replace('Account')
      return hash
    } catch (error) {
      ctx.events.emit({ type: 'SEND_ERROR', data: event })
      deps.notifications.showError(
        error instanceof BaseError ? error.shortMessage : ErrorMessages.TRANSACTION_ERROR,
      )
      throw error
    } finally {
      // An embedded wallet's request already popped it when it settled (O-07, O-08).
      if (router.getState().transactionStack.at(-1) === entry) router.getState().popTransactionStack()
      ctx.send.setState({ loading: false })
    }
  }

  /** G-05 (ERC-20) and G-06 (SPL): the adapter's token transfer. */
  function sendTokenTransfer(
    active: ActiveAccount,
    params: Parameters<NonNullable<ActiveAccount['adapter']['transferToken']>>[0],
  ) {
    if (!active.adapter.transferToken) throw new BaseError(ErrorMessages.UNSUPPORTED_CHAIN)
    return active.adapter.transferToken(params)
  }

  return { estimateGas, sendToken }
}

export type SendController = ReturnType<typeof createSendController>
