import type { WalletListEntry } from '@portico/core'
import { usePorticoInstance } from '../context.js'
import { useRegistrySearch } from '../hooks/useRegistrySearch.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { fill, useStrings } from '../i18n/useStrings.js'
import { Spinner } from '../ui/Spinner.js'
import { safeImageUrl } from '../ui/safeUrl.js'
import { VirtualGrid } from '../ui/VirtualGrid.js'
import { CONNECT_EN } from './connectStrings.js'
import { useOpenWallet } from './useOpenWallet.js'
import { WALLETS_EN } from './walletsStrings.js'

/** C-15, C-17: every registry wallet, virtualized and paged by 40, with a debounced search. */
export function AllWalletsView() {
  const portico = usePorticoInstance()
  const registry = useStoreSelector(portico.stores.registry, (s) => s)
  const openWallet = useOpenWallet()
  const [query, setQuery] = useRegistrySearch()
  const t = useStrings('wallets', WALLETS_EN)
  const { tryAgain } = useStrings('connect', CONNECT_EN)

  const searching = registry.searchQuery.length > 0
  const wallets: WalletListEntry[] = searching
    ? registry.search
    : [...registry.featured, ...registry.recommended, ...registry.wallets]
  // C-29: on a phone, only wallets a link can open.
  const unique = portico.wallets.forPlatform(
    wallets.filter((w, i) => wallets.findIndex((x) => x.id === w.id) === i),
  )

  return (
    <div data-testid="view-AllWallets">
      <input
        type="search"
        data-testid="wallet-search"
        aria-label={t.searchWallet}
        placeholder={t.searchWallet}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {registry.error ? (
        <div className="center" role="alert">
          <p className="error">{fill(t.couldNotLoad, { error: registry.error })}</p>
          <button
            type="button"
            className="button"
            data-testid="wallets-retry"
            onClick={() => void portico.wallets.retry()}
          >
            {tryAgain}
          </button>
        </div>
      ) : registry.searching || (registry.loadingPage && unique.length === 0) ? (
        <Spinner label={t.loadingWallets} />
      ) : searching && unique.length === 0 ? (
        <p className="center muted">{t.noWalletFound}</p>
      ) : (
        <VirtualGrid
          items={unique}
          onEndReached={() => {
            if (!searching) void portico.wallets.fetchNextPage()
          }}
          renderItem={(wallet) => (
            <button
              type="button"
              className="tile"
              data-testid={`wallet-${wallet.id}`}
              title={wallet.name}
              onClick={() => openWallet(wallet)}
            >
              <img
                src={safeImageUrl(portico.wallets.walletImage(wallet))}
                alt=""
                width={48}
                height={48}
                loading="lazy"
              />
              <span>{wallet.name}</span>
            </button>
          )}
        />
      )}
    </div>
  )
}
