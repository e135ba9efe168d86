import type { WalletListEntry } from '@portico/core'
import { usePorticoInstance } from '../context.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { useStrings } from '../i18n/useStrings.js'
import { ListRow } from '../ui/ListRow.js'
import { safeImageUrl } from '../ui/safeUrl.js'
import { AllWalletsRow } from './AllWalletsRow.js'
import { CONNECT_EN } from './connectStrings.js'
import { useOpenWallet } from './useOpenWallet.js'
import { useWalletConnectPairing } from './useWalletConnectPairing.js'
import { WalletConnectPairingBody } from './WalletConnectPairingBody.js'

/** How many registry wallets the basic view lists under the QR code. */
const BASIC_WALLET_ROWS = 4

/** C-24: basic WalletConnect mode on desktop: the WalletConnect QR code plus a wallet list. */
export function ConnectingWalletConnectBasicView() {
  const portico = usePorticoInstance()
  const pairing = useWalletConnectPairing('ConnectingWalletConnectBasic')
  const openWallet = useOpenWallet()
  const t = useStrings('connect', CONNECT_EN)
  const wallets = useStoreSelector(portico.stores.registry, (s) => [...s.featured, ...s.recommended])
  const unique = wallets
    .filter((w, i) => wallets.findIndex((x) => x.id === w.id) === i)
    .slice(0, BASIC_WALLET_ROWS)
  const imageOf = (wallet: WalletListEntry) => safeImageUrl(portico.wallets.walletImage(wallet))

  return (
    <div data-testid="view-ConnectingWalletConnectBasic">
      <div className="center">
        <WalletConnectPairingBody pairing={pairing} />
      </div>
      <ul className="list" aria-label={t.wallets}>
        {unique.map((wallet) => (
          <li key={wallet.id}>
            <ListRow
              testId={`wallet-${wallet.id}`}
              name={wallet.name}
              image={imageOf(wallet)}
              onClick={() => openWallet(wallet)}
            />
          </li>
        ))}
        <li>
          <AllWalletsRow />
        </li>
      </ul>
    </div>
  )
}
