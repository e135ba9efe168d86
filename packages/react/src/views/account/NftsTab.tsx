import { useCallback, useEffect, useRef } from 'react'
import { usePorticoInstance } from '../../context.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useStrings } from '../../i18n/useStrings.js'
import { safeImageUrl } from '../../ui/safeUrl.js'
import { ACCOUNT_EN } from './accountStrings.js'
import { useActiveAccount } from './useActiveAccount.js'
import { useLoadMore } from './useLoadMore.js'

/**
 * The NFTs tab: a grid of the account's NFTs on the active network. Images are `<img>` of the gateway's
 * URL; names are text (remote metadata is never rendered as HTML). Empty: a link to Receive (E-25).
 */
export function NftsTab() {
  const portico = usePorticoInstance()
  const { key } = useActiveAccount()
  const state = useStoreSelector(portico.stores.nfts, (s) => s)
  const sentinel = useRef<HTMLDivElement>(null)
  const t = useStrings('account', ACCOUNT_EN)
  const more = useCallback(() => void portico.fetchNfts('more'), [portico])
  useLoadMore(sentinel, !!state.next && !state.loading, more)

  useEffect(() => {
    if (!key) return
    // Loaded before for this account: page one again (a transfer may have been indexed since).
    const loaded = portico.stores.nfts.getState().key === key && !portico.stores.nfts.getState().error
    void portico.fetchNfts(loaded ? 'refresh' : 'first')
  }, [portico, key])

  if (state.error && state.nfts.length === 0) return <p className="error center">{t.failedNfts}</p>
  if (state.nfts.length === 0) {
    if (!state.empty) return <p className="muted center">{t.loadingNfts}</p>
    return (
      <div className="center">
        <p className="muted">{t.noNfts}</p>
        <button
          type="button"
          className="button secondary"
          onClick={() => portico.stores.router.getState().push('WalletReceive')}
        >
          {t.receiveFunds}
        </button>
      </div>
    )
  }
  return (
    <>
      <ul className="nft-grid list" aria-label={t.nfts}>
        {state.nfts.map((nft) => (
          <li key={`${nft.contract}:${nft.tokenId}`}>
            <figure data-testid="nft-item" data-contract={nft.contract} data-token-id={nft.tokenId}>
              {safeImageUrl(nft.imageUrl) ? (
                <img src={safeImageUrl(nft.imageUrl)} alt={nft.name} loading="lazy" decoding="async" />
              ) : (
                <span className="avatar" role="img" aria-label={nft.name} />
              )}
              <figcaption title={nft.name}>{nft.name}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <div ref={sentinel} aria-hidden="true" />
    </>
  )
}
