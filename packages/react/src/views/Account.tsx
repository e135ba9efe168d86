import {
  ACTIVITY_NAMESPACES,
  addressLabelKey,
  BALANCE_NAMESPACES,
  type ChainNamespace,
  ErrorMessages,
  formatBalance,
  getPlainAddress,
  localizeDecimalString,
  SuccessMessages,
  shortenAddress,
} from '@portico/core'
import { useEffect, useState } from 'react'
import { usePorticoInstance } from '../context.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { useLang, useStrings } from '../i18n/useStrings.js'
import { safeImageUrl, safeLinkUrl } from '../ui/safeUrl.js'
import { WalletImage } from '../ui/WalletImage.js'
import { AccountFeatures } from './account/AccountFeatures.js'
import { AccountStyles } from './account/AccountStyles.js'
import { AccountTabs } from './account/AccountTabs.js'
import { AccountTypeSwitch } from './account/AccountTypeSwitch.js'
import { ACCOUNT_EN } from './account/accountStrings.js'
import { EmbeddedUserName } from './account/EmbeddedUserName.js'
import { useWatchAccount } from './account/useWatchAccount.js'
import { AccountName } from './names/AccountName.js'
import { SmartSessionsEntry } from './smartSessions/SmartSessionsEntry.js'

/** Whether the wallet connected on `namespace` can export its key (an embedded wallet). */
const exportable = (portico: ReturnType<typeof usePorticoInstance>, namespace: ChainNamespace) => {
  const id = portico.getConnectorId(namespace)
  return !!portico.stores.connectors.getState().connectors.find((c) => c.id === id)?.exportKey
}

/**
 * The connected account: address with copy, balance to 3 decimals (E-14), Receive and Send (H-01, G-01),
 * Tokens, NFTs and Activity tabs, network, explorer (E-21), disconnect. Balances, history and NFTs refresh on
 * each new block while it is open.
 */
export function AccountView() {
  const portico = usePorticoInstance()
  // `features.history` off hides the Activity tab.
  const history = useStoreSelector(portico.stores.options, (o) => o.features.history)
  const lang = useLang()
  const state = useStoreSelector(portico.stores.chains, (s) => {
    const account = s.activeChain ? s.chains[s.activeChain]?.accountState : undefined
    return {
      namespace: s.activeChain,
      address: getPlainAddress(s.activeCaipAddress),
      balance: account?.balance,
      symbol: account?.balanceSymbol ?? s.activeCaipNetwork?.nativeCurrency.symbol,
      loading: account?.balanceLoading ?? false,
      network: s.activeCaipNetwork,
      wallet: account?.connectedWalletInfo,
      // E-20: a host-set label replaces the truncated address.
      label:
        account && s.activeChain && s.activeCaipAddress
          ? account.addressLabels[addressLabelKey(s.activeChain, s.activeCaipAddress)]
          : undefined,
      explorer: account?.addressExplorerUrl,
      // F-23: only an email login can change its email.
      email: account?.user?.email,
      // An embedded wallet can show its private key (on the secure site).
      canExport: !!(s.activeChain && exportable(portico, s.activeChain)),
    }
  })
  const [copied, setCopied] = useState(false)
  const t = useStrings('account', ACCOUNT_EN)
  useWatchAccount(state.address, state.network?.caipNetworkId)

  useEffect(() => {
    if (state.namespace) void portico.fetchBalance(state.namespace)
  }, [portico, state.namespace])

  if (!state.address) {
    return (
      <div className="center" data-testid="view-Account">
        <p className="muted">{t.noWallet}</p>
      </div>
    )
  }
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(state.address ?? '')
      portico.notifications.showSnackbar(SuccessMessages.ADDRESS_COPIED, 'success')
      setCopied(true)
    } catch {
      portico.notifications.showError(ErrorMessages.FAILED_TO_COPY)
    }
  }
  const shownAddress = state.label ?? shortenAddress(state.address)
  const copyLabel = copied ? t.copied : t.copy

  return (
    <div className="center" data-testid="view-Account">
      <WalletImage src={safeImageUrl(state.wallet?.icon)} size={72} />
      <button
        type="button"
        className="row"
        style={{ justifyContent: 'center' }}
        data-testid="account-address"
        data-address={state.address}
        onClick={() => void copy()}
      >
        <span className="address">{shownAddress}</span>
        {/* The name read out is the visible text plus the full address (WCAG 2.5.3: no aria-label over it). */}
        <span className="visually-hidden"> {state.address}</span>
        <span className="tag">{copyLabel}</span>
      </button>
      <AccountName />
      <EmbeddedUserName />
      <p className="balance" data-testid="account-balance" aria-busy={state.loading}>
        {formatBalance(state.balance, state.symbol, (amount) => localizeDecimalString(amount, lang))}
      </p>
      <AccountStyles />
      {state.namespace && BALANCE_NAMESPACES.includes(state.namespace) && <AccountFeatures />}
      {state.namespace && BALANCE_NAMESPACES.includes(state.namespace) && (
        <AccountTabs activity={history && ACTIVITY_NAMESPACES.includes(state.namespace)} />
      )}
      <button
        type="button"
        className="button secondary"
        data-testid="account-network"
        onClick={() => portico.stores.router.getState().push('Networks')}
      >
        {state.network?.name ?? t.network}
      </button>
      <SmartSessionsEntry />
      {state.explorer && (
        <a
          className="button secondary"
          data-testid="account-explorer"
          href={safeLinkUrl(state.explorer)}
          target="_blank"
          rel="noreferrer"
        >
          {t.blockExplorer}
        </a>
      )}
      {state.email && (
        <button
          type="button"
          className="button secondary"
          data-testid="account-update-email"
          onClick={() => void portico.updateEmail().catch(() => undefined)}
        >
          {t.updateEmail}
        </button>
      )}
      <AccountTypeSwitch />
      {state.canExport && (
        <button
          type="button"
          className="button secondary"
          data-testid="account-export-key"
          onClick={() => void portico.exportPrivateKey().catch(() => undefined)}
        >
          {t.exportKey}
        </button>
      )}
      <button
        type="button"
        className="button secondary"
        data-testid="account-disconnect"
        onClick={() => void disconnect()}
      >
        {t.disconnect}
      </button>
    </div>
  )

  async function disconnect() {
    await portico.disconnect()
    portico.close()
  }
}
