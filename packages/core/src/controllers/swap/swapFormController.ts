import { NATIVE_TOKEN_ADDRESS, SWAP_QUOTE_DEBOUNCE_MS } from '../../constants.js'
import { BaseError } from '../../errors/BaseError.js'
import { ErrorMessages, SwapMessages } from '../../errors/messages.js'
import { formatDecimalAmount, parseDecimalAmount } from '../../format/decimalAmount.js'
import type { SwapApi } from '../../gateway/swapApi.js'
import type { SwapToken } from '../../swap/swapTypes.js'
import type { TokenBalance } from '../../types/account.js'
import { activeAccount } from '../account/activeAccount.js'
import type { CoreContext } from '../context.js'
import type { NotificationController } from '../notificationController.js'
import { gatewayMessage } from './swapMessage.js'

/** The native currency in the convert API's token list. */
export const isNativeSwapToken = (token: SwapToken) =>
  token.address.toLowerCase().endsWith(`:${NATIVE_TOKEN_ADDRESS}`)

/** The account's balance of `token` from the token balances (native: the entry without an address). */
function balanceOf(token: Omit<SwapToken, 'balance'>, balances: readonly TokenBalance[]): string {
  const native = token.address.toLowerCase().endsWith(`:${NATIVE_TOKEN_ADDRESS}`)
  const found = balances.find((b) =>
    native ? !b.address : b.address?.toLowerCase() === token.address.toLowerCase(),
  )
  return found?.quantity.numeric ?? '0'
}

/** The active EVM account as CAIP-10, or undefined. */
export function swapUser(ctx: CoreContext) {
  const active = activeAccount(ctx)
  if (active?.namespace !== 'eip155') return undefined
  return { ...active, caipAddress: `${active.network.caipNetworkId}:${active.address}` }
}

/**
 * I-03 to I-07: the swap form: the token list with the account's balances and prices, the token choice, the
 * amount, and the quote fetched 500 ms after the last change, with the allowance check of an ERC-20 source.
 */
export function createSwapFormController(
  ctx: CoreContext,
  deps: {
    api: SwapApi
    fetchTokenBalances: (options?: { force?: boolean }) => Promise<TokenBalance[]>
    notifications: Pick<NotificationController, 'showError'>
  },
) {
  const { api } = deps
  let timer: ReturnType<typeof setTimeout> | undefined
  let sequence = 0

  /** I-03: loads the tokens of the active network; false where swaps are not supported (no tokens). */
  async function initialize(options: { force?: boolean } = {}): Promise<boolean> {
    const user = swapUser(ctx)
    if (!user) return false
    const chainId = user.network.caipNetworkId
    ctx.swap.setState({ loadingTokens: true })
    try {
      const [listed, balances] = await Promise.all([api.getTokens(chainId), deps.fetchTokenBalances(options)])
      if (listed.length === 0) return false
      const prices = await api.getPrices(listed.map((t) => t.address)).catch(() => new Map<string, number>())
      const tokens = listed.map((t): SwapToken => {
        const price = prices.get(t.address.toLowerCase())
        return { ...t, balance: balanceOf(t, balances), ...(price !== undefined ? { price } : {}) }
      })
      const previous = ctx.swap.getState()
      const same = previous.caipNetworkId === chainId
      const pick = (token: SwapToken | undefined) => token && tokens.find((t) => t.address === token.address)
      ctx.swap.setState({
        caipNetworkId: chainId,
        tokens,
        sourceToken: (same && pick(previous.sourceToken)) || tokens.find(isNativeSwapToken),
        toToken: same ? pick(previous.toToken) : undefined,
        networkPrice: tokens.find(isNativeSwapToken)?.price,
      })
      if (tokens.find(isNativeSwapToken)?.price === undefined)
        deps.notifications.showError(SwapMessages.FAILED_TO_FETCH_NETWORK_PRICE)
      api.getGasPrice(chainId).then(
        (gas) => ctx.swap.setState({ gasPrice: gas.standard }),
        () => ctx.swap.setState({ gasPrice: undefined }),
      )
      return true
    } catch (error) {
      deps.notifications.showError(gatewayMessage(error, SwapMessages.FAILED_TO_INITIALIZE_SWAP))
      return false
    } finally {
      ctx.swap.setState({ loadingTokens: false })
    }
  }

  /** Picks `token` for one side; the other side is cleared when it held the same token. */
  function choose(side: 'sourceToken' | 'toToken', token: SwapToken) {
    const other = side === 'sourceToken' ? 'toToken' : 'sourceToken'
    const clash = ctx.swap.getState()[other]?.address === token.address
    ctx.swap.setState({ [side]: token, ...(clash ? { [other]: undefined } : {}) })
    requote()
  }

  /** Clears the quote and fetches a new one after {@link SWAP_QUOTE_DEBOUNCE_MS} (I-06). */
  function requote() {
    sequence++
    clearTimeout(timer)
    ctx.swap.setState({ quote: undefined, toTokenAmount: '', quoteError: undefined, loadingQuote: false })
    const { sourceToken, toToken, sourceTokenAmount } = ctx.swap.getState()
    if (!sourceToken || !toToken || !parseDecimalAmount(sourceTokenAmount, sourceToken.decimals)) return
    ctx.swap.setState({ loadingQuote: true })
    timer = setTimeout(() => void fetchQuote(), SWAP_QUOTE_DEBOUNCE_MS)
  }

  /** I-06, I-07: the quote of the form now, and whether the source token needs an approval first. */
  async function fetchQuote(): Promise<void> {
    const mine = ++sequence
    const { sourceToken, toToken, sourceTokenAmount, gasPrice } = ctx.swap.getState()
    const user = swapUser(ctx)
    const amount = sourceToken && parseDecimalAmount(sourceTokenAmount, sourceToken.decimals)
    if (!user || !sourceToken || !toToken || !amount) return
    ctx.swap.setState({ loadingQuote: true, quoteError: undefined })
    try {
      const query = { amount, userAddress: user.caipAddress, from: sourceToken.address, to: toToken.address }
      const quote = await api.getQuote({ ...query, gasPrice: gasPrice ?? 0n })
      let approvalNeeded = false
      if (quote && !isNativeSwapToken(sourceToken)) {
        const allowance = await api.getAllowance(sourceToken.address, user.caipAddress).catch(() => {
          throw new BaseError(SwapMessages.FAILED_TO_CHECK_ALLOWANCE)
        })
        approvalNeeded = allowance < amount
      }
      if (mine !== sequence) return
      const toTokenAmount = quote ? formatDecimalAmount(BigInt(quote.toAmount), toToken.decimals) : ''
      ctx.swap.setState({ quote, toTokenAmount, approvalNeeded, loadingQuote: false })
    } catch (error) {
      if (mine !== sequence) return
      const message =
        error instanceof Error && !('status' in error)
          ? error.message
          : gatewayMessage(error, ErrorMessages.SOMETHING_WENT_WRONG)
      ctx.swap.setState({ quoteError: message, loadingQuote: false })
    }
  }

  return {
    initialize,
    fetchQuote,
    setSourceToken: (token: SwapToken) => choose('sourceToken', token),
    setToToken: (token: SwapToken) => choose('toToken', token),
    switchTokens() {
      const { sourceToken, toToken } = ctx.swap.getState()
      ctx.swap.setState({ sourceToken: toToken, toToken: sourceToken })
      requote()
    },
    setSourceAmount(amount: string) {
      ctx.swap.setState({ sourceTokenAmount: amount })
      requote()
    },
    /** Stops a pending quote (the Swap view closed). */
    stop() {
      sequence++
      clearTimeout(timer)
    },
  }
}

export type SwapFormController = ReturnType<typeof createSwapFormController>
