import { usePorticoInstance } from '../context.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { useStrings } from '../i18n/useStrings.js'
import { ListRow } from '../ui/ListRow.js'
import { WalletGrid } from '../ui/RowIcons.js'
import { safeImageUrl } from '../ui/safeUrl.js'
import { CONNECT_EN } from './connectStrings.js'

/** C-30: counts of 10 or more round down to a multiple of 10 with "+". */
export function formatWalletCount(count: number): string {
  return count >= 10 ? `${Math.floor(count / 10) * 10}+` : String(count)
}

/** The row that opens All Wallets: the first four wallets' images, and how many there are (C-30). */
export function AllWalletsRow() {
  const portico = usePorticoInstance()
  const t = useStrings('connect', CONNECT_EN)
  const count = useStoreSelector(portico.stores.registry, () => portico.wallets.allWalletsCount())
  const images = useStoreSelector(portico.stores.registry, (s) =>
    [...s.featured, ...s.recommended].slice(0, 4).map((w) => safeImageUrl(portico.wallets.walletImage(w))),
  )
  return (
    <ListRow
      testId="all-wallets"
      name={t.allWallets}
      icon={<WalletGrid images={images} />}
      tag={count ? formatWalletCount(count) : undefined}
      accentTag
      onClick={() => {
        portico.stores.events.emit({ type: 'CLICK_ALL_WALLETS', data: {} })
        portico.stores.router.getState().push('AllWallets')
      }}
    />
  )
}
