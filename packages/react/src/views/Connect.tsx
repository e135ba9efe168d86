import type { WalletListEntry } from '@portico/core'
import { lazy, Suspense, useEffect } from 'react'
import { usePorticoInstance } from '../context.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { fillNodes } from '../i18n/fillNodes.js'
import { useStrings } from '../i18n/useStrings.js'
import { ListRow } from '../ui/ListRow.js'
import { safeImageUrl, safeLinkUrl } from '../ui/safeUrl.js'
import { AllWalletsRow } from './AllWalletsRow.js'
import { CONNECT_EN } from './connectStrings.js'
import { connectingExternalView } from './preloadedViews.js'
import { type ConnectRow, useConnectList } from './useConnectList.js'
import { useOpenWallet } from './useOpenWallet.js'
import { WalletConnectRow } from './WalletConnectRow.js'

/** Social buttons load only when `features.socials` is on, so apps without social login never fetch them. */
const SocialSection = lazy(() => import('./SocialSection.js').then((m) => ({ default: m.SocialSection })))
/** The email field loads only when `features.email` is on (apps without email login never fetch it). */
const EmailSection = lazy(() => import('./EmailSection.js').then((m) => ({ default: m.EmailSection })))

/** The first view: the sections in connect-method order (wallets, email and social login when enabled). */
export function ConnectView() {
  const portico = usePorticoInstance()
  const { rows, methods, showAllWallets, legal } = useConnectList()
  const openWallet = useOpenWallet()
  const t = useStrings('connect', CONNECT_EN)
  const emailEnabled = useStoreSelector(portico.stores.options, (s) => s.features.email)
  const socialsEnabled = useStoreSelector(portico.stores.options, (s) => !!s.features.socials)
  // C-21: a wallet row is the next click; its view loads once the dialog is open (never before: the budget).
  const open = useStoreSelector(portico.stores.modal, (s) => s.open)
  useEffect(() => {
    if (open) connectingExternalView.preload().catch(() => {})
  }, [open])
  // The social buttons need core's login controller (their click opens the popup through it): load it with them.
  useEffect(() => {
    if (open && socialsEnabled) portico.embeddedLogin().catch(() => {})
  }, [open, socialsEnabled, portico])

  const imageOf = (wallet: WalletListEntry) => safeImageUrl(portico.wallets.walletImage(wallet))
  const renderRow = (row: ConnectRow) => {
    if (row.kind === 'walletConnect') return <WalletConnectRow key="walletConnect" />
    if (row.kind === 'connector') {
      const { connector } = row
      return (
        <ListRow
          key={`${row.group}-${connector.id}`}
          testId={`wallet-${connector.id}`}
          name={connector.name}
          image={safeImageUrl(portico.wallets.connectorImage(connector))}
          {...(row.tag ? { tag: row.tag } : {})}
          onClick={() => portico.stores.router.getState().push('ConnectingExternal', { connector })}
        />
      )
    }
    return (
      <ListRow
        key={`${row.group}-${row.wallet.id}`}
        testId={`wallet-${row.wallet.id}`}
        name={row.wallet.name}
        image={imageOf(row.wallet)}
        {...(row.wallet.installed ? { tag: t.installed } : {})}
        onClick={() => openWallet(row.wallet)}
      />
    )
  }

  return (
    <div data-testid="view-Connect">
      {methods
        .filter(
          (method) =>
            method === 'wallet' ||
            (method === 'email' && emailEnabled) ||
            (method === 'social' && socialsEnabled),
        )
        .map((method) =>
          method === 'email' ? (
            <Suspense key="email" fallback={null}>
              <EmailSection />
            </Suspense>
          ) : method === 'social' ? (
            <Suspense key="social" fallback={null}>
              <SocialSection />
            </Suspense>
          ) : (
            <section key={method} data-testid={`connect-section-${method}`} aria-label={t.wallets}>
              <ul className="list">
                {rows.map((row) => (
                  <li key={row.kind === 'walletConnect' ? 'wc' : `${row.group}-${keyOf(row)}`}>
                    {renderRow(row)}
                  </li>
                ))}
                {showAllWallets && (
                  <li>
                    <AllWalletsRow />
                  </li>
                )}
              </ul>
            </section>
          ),
        )}
      {(legal.terms || legal.privacy) && (
        <p className="legal muted">
          {fillNodes(legal.terms ? (legal.privacy ? t.legalBoth : t.legalTerms) : t.legalPrivacy, {
            terms: legal.terms && (
              <a href={safeLinkUrl(legal.terms)} target="_blank" rel="noreferrer">
                {t.terms}
              </a>
            ),
            privacy: legal.privacy && (
              <a href={safeLinkUrl(legal.privacy)} target="_blank" rel="noreferrer">
                {t.privacy}
              </a>
            ),
          })}
        </p>
      )}
    </div>
  )
}

const keyOf = (row: Exclude<ConnectRow, { kind: 'walletConnect' }>) =>
  row.kind === 'connector' ? row.connector.id : row.wallet.id
