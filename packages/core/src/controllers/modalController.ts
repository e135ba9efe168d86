import type { RouterData, View } from '../stores/router.js'
import type { ChainNamespace } from '../types/network.js'
import type { CoreContext } from './context.js'

export type OpenParameters = { view?: View; namespace?: ChainNamespace; data?: RouterData }

/** B-10: which view opens, first rule that applies. */
export function resolveOpenView(p: {
  basicMode: boolean
  noAdapters: boolean
  isMobile: boolean
  requestedView: View | undefined
  connected: boolean
}): View {
  if (p.basicMode || (p.noAdapters && !p.connected)) {
    return p.isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic'
  }
  if (p.requestedView) return p.requestedView
  return p.connected ? 'Account' : 'Connect'
}

/** Opening, closing and going back (SPEC §2 and §4, B-07 to B-12). */
export function createModalController(ctx: CoreContext, hooks: { prefetch(): void; onClose(): void }) {
  const connected = () => !!ctx.chains.getState().activeCaipAddress

  function open(parameters: OpenParameters = {}) {
    const { chains, router } = ctx
    const { activeChain } = chains.getState()
    ctx.modal.setState({ loading: true, namespace: parameters.namespace })
    // C-18: prefetch after the dialog has rendered, so the click path stays short.
    setTimeout(hooks.prefetch, 0)
    if (parameters.namespace && activeChain && parameters.namespace !== activeChain) {
      // B-11: opened for another namespace: switch network first, without the confirmation.
      const chain = chains.getState().chains[parameters.namespace]
      const network = chain?.networkState.caipNetwork ?? chain?.networkState.requestedCaipNetworks[0]
      ctx.connectors.setState({ filterByNamespace: parameters.namespace })
      router.getState().reset('SwitchNetwork', { network })
    } else {
      const view = resolveOpenView({
        basicMode: false,
        noAdapters: chains.getState().noAdapters,
        isMobile: ctx.isMobile(),
        requestedView: parameters.view,
        connected: connected(),
      })
      if (parameters.namespace) ctx.connectors.setState({ filterByNamespace: parameters.namespace })
      router.getState().reset(view, parameters.data)
    }
    const wasOpen = ctx.modal.getState().open
    ctx.modal.setState({ open: true, loading: false })
    if (!wasOpen) ctx.events.emit({ type: 'MODAL_OPEN', data: { connected: connected() } })
  }

  function close() {
    const wasOpen = ctx.modal.getState().open
    ctx.modal.setState({ open: false, loading: false, shake: false, namespace: undefined })
    ctx.connectors.setState({ filterByNamespace: undefined })
    hooks.onClose()
    // B-12: closing resets the router; embedded mode shows Account when connected.
    const embedded = ctx.options.getState().enableEmbedded
    ctx.router.getState().reset(embedded && connected() ? 'Account' : 'Connect')
    if (wasOpen) ctx.events.emit({ type: 'MODAL_CLOSE', data: { connected: connected() } })
  }

  /** B-07, B-08, B-16: back from the first view closes; back onto Connect while connected shows Account. */
  function goBackOrClose() {
    const router = ctx.router.getState()
    if (router.history.length <= 1) return close()
    router.goBack()
    if (ctx.router.getState().view === 'Connect' && connected()) ctx.router.getState().replace('Account')
  }

  /** Shakes the dialog (an error the user should notice). */
  function shake() {
    ctx.modal.setState({ shake: true })
  }

  return { open, close, goBackOrClose, shake }
}

export type ModalController = ReturnType<typeof createModalController>
