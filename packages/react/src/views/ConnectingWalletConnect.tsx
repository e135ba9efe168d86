import type { WalletListEntry } from '@portico/core'
import { useEffect, useRef } from 'react'
import { usePorticoInstance } from '../context.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { safeImageUrl } from '../ui/safeUrl.js'
import { WalletImage } from '../ui/WalletImage.js'
import { useWalletConnectPairing } from './useWalletConnectPairing.js'
import { WalletConnectPairingBody } from './WalletConnectPairingBody.js'
import { walletConnectDeepLink } from './walletConnectDeepLink.js'

/**
 * C-22: connects over WalletConnect. On desktop it shows the pairing URI as a QR code with a copy
 * link; on mobile it opens the picked wallet's deep link. 'Connection rejected' offers a retry.
 */
export function ConnectingWalletConnectView() {
  const portico = usePorticoInstance()
  const wallet = useStoreSelector(portico.stores.router, (s) => s.data?.wallet)
  const pairing = useWalletConnectPairing('ConnectingWalletConnect')
  const isMobile = portico.stores.isMobile()
  const deepLink =
    isMobile && pairing.uri
      ? walletConnectDeepLink({ link: wallet?.mobile_link, uri: pairing.uri })
      : undefined
  useOpenOnce(deepLink)

  return (
    <div className="center" data-testid="view-ConnectingWalletConnect">
      {wallet && <WalletHeading wallet={wallet} image={safeImageUrl(portico.wallets.walletImage(wallet))} />}
      <WalletConnectPairingBody pairing={pairing} walletName={wallet?.name} deepLink={deepLink} />
    </div>
  )
}

function WalletHeading({ wallet, image }: { wallet: WalletListEntry; image: string | undefined }) {
  return (
    <>
      <WalletImage src={image} size={72} />
      <p data-testid="wc-wallet-name">{wallet.name}</p>
    </>
  )
}

/** C-22: opens the wallet's deep link once, when the first pairing URI arrives on mobile. */
function useOpenOnce(href: string | undefined) {
  const opened = useRef(false)
  useEffect(() => {
    if (!href || opened.current) return
    opened.current = true
    window.open(href, '_self', 'noreferrer noopener')
  }, [href])
}
