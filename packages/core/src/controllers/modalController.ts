import { SHAKE_MS } from '../constants.js'
import type { RouterData, View } from '../stores/router.js'
import type { ChainNamespace } from '../types/network.js'
import type { CoreContext } from './context.js'

export type OpenParameters = { view?: View; namespace?: ChainNamespace; data?: RouterData }

/** The views that show a WalletConnect pairing. */
const WALLET_CONNECT_VIEWS: readonly View[] = ['ConnectingWalletConnect', 'ConnectingWalletConnectBasic']

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
export function createModalController(
  ctx: CoreContext,
  hooks: { prefetch(): void; onClose(): void; ready(): Promise<unknown> },
) {
  const connected = () => !!ctx.chains.getState().activeCaipAddress
  let shakeTimer: ReturnType<typeof setTimeout> | undefined
  let opening = 0

  /** loading is on for the namespace until the stored connections are restored. */
  function startLoading(namespace: ChainNamespace | undefined) {
    const run = ++opening
    const loadingNamespaceMap = new Map<ChainNamespace, boolean>(namespace ? [[namespace, true]] : [])
    ctx.modal.setState({ loading: true, loadingNamespaceMap, namespace })
    const stop = () => {
      if (run === opening) ctx.modal.setState({ loading: false, loadingNamespaceMap: new Map() })
    }
    void hooks.ready().then(stop, stop)
  }

  function open(parameters: OpenParameters = {}) {
    const { chains, router } = ctx
    const { activeChain } = chains.getState()
    startLoading(parameters.namespace ?? activeChain)
    ctx.modal.setState({ namespace: parameters.namespace })
    // C-18: prefetch after the dialog has rendered, so the click path stays short.
    setTimeout(hooks.prefetch, 0)
    if (parameters.namespace && activeChain && parameters.namespace !== activeChain) {
      // B-11: opened for another namespace: switch network first, without the confirmation.
      const chain = chains.getState().chains[parameters.namespace]
      const network = chain?.networkState.caipNetwork ?? chain?.networkState.requestedCaipNetworks[0]
      ctx.connectors.setState({ filterByNamespace: parameters.namespace })
      router.getState().reset('SwitchNetwork', { network })
    } else {
      const options = ctx.options.getState()
      // with WalletConnect off there is no QR view to open.
      const requested =
        parameters.view && !options.enableWalletConnect && WALLET_CONNECT_VIEWS.includes(parameters.view)
          ? undefined
          : parameters.view
      const view = resolveOpenView({
        basicMode: options.basic,
        noAdapters: chains.getState().noAdapters,
        isMobile: ctx.isMobile(),
        requestedView: requested,
        connected: connected(),
      })
      if (parameters.namespace) ctx.connectors.setState({ filterByNamespace: parameters.namespace })
      router.getState().reset(view, parameters.data)
    }
    const wasOpen = ctx.modal.getState().open
    ctx.modal.setState({ open: true })
    if (!wasOpen) ctx.events.emit({ type: 'MODAL_OPEN', data: { connected: connected() } })
  }

  function close() {
    // M-08: a required sign-in keeps the dialog open until it is signed or cancelled.
    if (ctx.modal.getState().closeLocked) return
    const wasOpen = ctx.modal.getState().open
    opening++
    clearTimeout(shakeTimer)
    ctx.modal.setState({
      open: false,
      loading: false,
      loadingNamespaceMap: new Map(),
      shake: false,
      namespace: undefined,
    })
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

  /** shakes the dialog for 500 ms (an error the user should notice); a shake while shaking is ignored. */
  function shake() {
    if (ctx.modal.getState().shake) return
    ctx.modal.setState({ shake: true })
    shakeTimer = setTimeout(() => ctx.modal.setState({ shake: false }), SHAKE_MS)
  }

  return { open, close, goBackOrClose, shake }
}

export type ModalController = ReturnType<typeof createModalController>
