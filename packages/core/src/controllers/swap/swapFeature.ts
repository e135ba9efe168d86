import { createSwapApi } from '../../gateway/swapApi.js'
import type { TokenBalance } from '../../types/account.js'
import type { CoreContext } from '../context.js'
import type { NotificationController } from '../notificationController.js'
import { createSwapExecution } from './swapExecution.js'
import { createSwapFormController, swapUser } from './swapFormController.js'

/**
 * I: the swap feature: the form, its quotes and the swap itself. A lazy chunk of its own, imported on the first
 * swap action, so an app with `features.swaps` off never loads it.
 */
export function createSwapFeature(
  ctx: CoreContext,
  deps: {
    notifications: NotificationController
    fetchTokenBalances: (options?: { force?: boolean }) => Promise<TokenBalance[]>
    refresh: () => Promise<void>
  },
) {
  const api = createSwapApi(ctx.gateway, ctx.options.getState().projectId)
  const form = createSwapFormController(ctx, { api, ...deps })
  const swap = createSwapExecution(ctx, { api, form, ...deps })

  /**
   * I-02, I-03: opens Swap on a network the gateway offers swaps on; elsewhere UnsupportedChain with the swap
   * text. Resolves the view shown.
   */
  async function openSwap(): Promise<'Swap' | 'UnsupportedChain'> {
    const supported = swapUser(ctx) !== undefined && (await form.initialize())
    const { router } = ctx
    if (supported) router.getState().push('Swap')
    else router.getState().push('UnsupportedChain', { swapUnsupportedChain: true })
    return supported ? 'Swap' : 'UnsupportedChain'
  }

  return {
    openSwap,
    setSwapSourceToken: form.setSourceToken,
    setSwapToToken: form.setToToken,
    switchSwapTokens: form.switchTokens,
    setSwapAmount: form.setSourceAmount,
    stopSwapQuotes: form.stop,
    swap,
  }
}

export type SwapFeature = ReturnType<typeof createSwapFeature>
