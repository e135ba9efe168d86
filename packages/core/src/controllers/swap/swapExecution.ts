import { trackPending } from '../../activity/pendingTransactions.js'
import { SWAP_SLIPPAGE } from '../../constants.js'
import { BaseError } from '../../errors/BaseError.js'
import { ErrorMessages, SwapMessages } from '../../errors/messages.js'
import { parseDecimalAmount } from '../../format/decimalAmount.js'
import { truncateDecimals } from '../../format/formatBalance.js'
import type { SwapApi } from '../../gateway/swapApi.js'
import { minimumReceived } from '../../swap/networkFeeUsd.js'
import type { CoreContext } from '../context.js'
import type { NotificationController } from '../notificationController.js'
import type { SwapFormController } from './swapFormController.js'
import { swapUser } from './swapFormController.js'
import { gatewayMessage } from './swapMessage.js'

/** I-12: the amount bought is shown to 3 decimals in the snackbars. */
const SNACKBAR_DECIMALS = 3

/** Runs `build`; a failure becomes a {@link BaseError} with the gateway's message, else `fallback`. */
async function built<T>(build: () => Promise<T>, fallback: string): Promise<T> {
  try {
    return await build()
  } catch (error) {
    throw new BaseError(gatewayMessage(error, fallback), { cause: error })
  }
}

/**
 * I-08, I-09, I-12, I-13: the swap of the form's quote: the approval first when the allowance is short, then the
 * swap built by the gateway with the slippage of I-10, sent through the wallet and waited for; then the swap
 * state is reset, balances are fetched again and the Account view shows. A quote that went stale (the built
 * swap's minimum is below the one shown) is quoted again, not sent.
 */
export function createSwapExecution(
  ctx: CoreContext,
  deps: {
    api: SwapApi
    form: Pick<SwapFormController, 'fetchQuote'>
    notifications: Pick<NotificationController, 'showError' | 'showSnackbar'>
    /** Fetches balances, history and NFTs again (I-13). */
    refresh: () => Promise<void>
  },
) {
  const { api, notifications } = deps

  return async function swap(): Promise<string> {
    const { sourceToken, toToken, quote, sourceTokenAmount, toTokenAmount, approvalNeeded } =
      ctx.swap.getState()
    const user = swapUser(ctx)
    const amount = sourceToken && parseDecimalAmount(sourceTokenAmount, sourceToken.decimals)
    if (!user?.connectorId || !sourceToken || !toToken || !quote || !amount) {
      throw new BaseError(SwapMessages.FAILED_TO_CREATE_TRANSACTION)
    }
    const event = {
      fromToken: sourceToken.symbol,
      toToken: toToken.symbol,
      fromAmount: sourceTokenAmount,
      toAmount: toTokenAmount,
      network: user.network.caipNetworkId,
    }
    const base = { connectorId: user.connectorId, address: user.address, caipNetwork: user.network }
    const key = `${user.network.caipNetworkId}:${user.address}`
    const wait = (hash: string) =>
      trackPending(
        ctx.transactions,
        key,
        hash,
        Promise.resolve(user.adapter.waitForTransaction?.({ caipNetwork: user.network, hash })),
      )
    const params = { amount, userAddress: user.caipAddress, from: sourceToken.address, to: toToken.address }
    ctx.events.emit({ type: 'SWAP_INITIATED', data: event })
    try {
      if (approvalNeeded) {
        ctx.swap.setState({ step: 'approving' })
        const approve = await built(() => api.buildApprove(params), SwapMessages.FAILED_TO_CREATE_APPROVAL)
        notifications.showSnackbar(SwapMessages.CONFIRM_IN_WALLET, 'loading')
        await wait(
          await user.adapter.sendTransaction({ ...base, to: approve.to, value: 0n, data: approve.data }),
        )
        ctx.swap.setState({ approvalNeeded: false })
      }
      ctx.swap.setState({ step: 'swapping' })
      const tx = await built(() => api.buildTransaction(params), SwapMessages.FAILED_TO_CREATE_TRANSACTION)
      if (
        tx.toAmountMin !== undefined &&
        BigInt(tx.toAmountMin) < minimumReceived(BigInt(quote.toAmount), SWAP_SLIPPAGE)
      ) {
        await deps.form.fetchQuote()
        throw new BaseError(SwapMessages.SWAP_QUOTE_CHANGED)
      }
      notifications.showSnackbar(SwapMessages.CONFIRM_IN_WALLET, 'loading')
      const hash = await user.adapter.sendTransaction({
        ...base,
        to: tx.to,
        value: BigInt(tx.value),
        data: tx.data,
      })
      const x = truncateDecimals(toTokenAmount, SNACKBAR_DECIMALS)
      notifications.showSnackbar(SwapMessages.swapping(sourceToken.symbol, x, toToken.symbol), 'loading')
      await wait(hash)
      ctx.events.emit({ type: 'SWAP_SUCCESS', data: event })
      notifications.showSnackbar(SwapMessages.swapped(sourceToken.symbol, x, toToken.symbol), 'success')
      ctx.swap.getState().reset()
      await deps.refresh()
      const { history } = ctx.router.getState()
      const index = history.lastIndexOf('Account')
      if (index >= 0) ctx.router.getState().goBackToIndex(index)
      else ctx.router.getState().replace('Account')
      return hash
    } catch (error) {
      ctx.events.emit({ type: 'SWAP_ERROR', data: event })
      notifications.showError(
        error instanceof BaseError ? error.shortMessage : ErrorMessages.TRANSACTION_ERROR,
      )
      throw error
    } finally {
      ctx.swap.setState({ step: 'idle' })
    }
  }
}
