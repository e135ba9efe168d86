import type { AccountApi } from '../../gateway/accountApi.js'
import type { NftItem } from '../../types/accountData.js'
import type { CoreContext } from '../context.js'
import { activeAccount } from './activeAccount.js'

/**
 * The NFTs tab: the account's NFTs on the active network, page by page, keyed by account and network so a
 * switch starts a fresh list. A failure leaves `error` set for the view (the list keeps what it had).
 */
export function createNftsController(ctx: CoreContext, deps: { api: AccountApi }) {
  async function fetchNfts(mode: 'first' | 'more' | 'refresh' = 'first'): Promise<void> {
    const active = activeAccount(ctx)
    if (active?.namespace !== 'eip155') return
    const store = ctx.nfts
    if (store.getState().key !== active.key) store.getState().resetFor(active.key)
    const state = store.getState()
    if (state.loading) return
    if (mode === 'first' && (state.nfts.length > 0 || state.empty)) return
    if (mode === 'more' && !state.next) return
    store.setState({ loading: true, error: false })
    try {
      const page = await deps.api.getNfts(
        active.address,
        active.network.caipNetworkId,
        mode === 'more' ? state.next : undefined,
      )
      if (store.getState().key !== active.key) return
      const byId = new Map<string, NftItem>()
      for (const n of [...(mode === 'more' ? store.getState().nfts : []), ...page.data])
        byId.set(`${n.contract.toLowerCase()}:${n.tokenId}`, n)
      const nfts = [...byId.values()]
      store.setState({ nfts, next: page.next, empty: nfts.length === 0 })
    } catch (error) {
      ctx.logger.warn('NFTs unavailable', error)
      if (store.getState().key === active.key) store.setState({ error: true })
    } finally {
      if (store.getState().key === active.key) store.setState({ loading: false })
    }
  }
  return { fetchNfts }
}

export type NftsController = ReturnType<typeof createNftsController>
