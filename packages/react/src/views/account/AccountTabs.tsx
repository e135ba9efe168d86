import { pendingCountLabel } from '@portico/core'
import { usePorticoInstance } from '../../context.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { fill, useStrings } from '../../i18n/useStrings.js'
import { useTabKeys } from '../../ui/useTabKeys.js'
import { ActivityTab } from './ActivityTab.js'
import { ACCOUNT_EN } from './accountStrings.js'
import { NftsTab } from './NftsTab.js'
import { TokensTab } from './TokensTab.js'

const TABS = [
  { id: 'tokens', Panel: TokensTab },
  { id: 'nfts', Panel: NftsTab },
  { id: 'activity', Panel: ActivityTab },
] as const

/**
 * Tokens, NFTs and Activity (Activity only where K-01 allows it). WAI-ARIA tabs: arrow keys, Home and End
 * move between them. The selected tab is the account state's `currentTab` (B-14), so it outlives the dialog.
 */
export function AccountTabs({ activity }: { activity: boolean }) {
  const portico = usePorticoInstance()
  const tabs = activity ? TABS : TABS.filter((t) => t.id !== 'activity')
  const stored = useStoreSelector(portico.stores.chains, (s) =>
    s.activeChain ? (s.chains[s.activeChain]?.accountState.currentTab ?? 0) : 0,
  )
  // K-13: this account's transactions sent from the dialog and not mined yet.
  const account = useStoreSelector(portico.stores.chains, (s) =>
    s.activeChain
      ? `${s.activeCaipNetwork?.caipNetworkId}:${s.chains[s.activeChain]?.accountState.address}`
      : undefined,
  )
  const pending = useStoreSelector(portico.stores.transactions, (s) =>
    pendingCountLabel(s.pending.filter((p) => p.key === account).length),
  )
  const selected = Math.min(stored, tabs.length - 1)
  const setSelected = (index: number) => portico.setCurrentTab(index)
  const t = useStrings('account', ACCOUNT_EN)
  const current = tabs[selected] ?? TABS[0]
  const { refs: buttons, onKeyDown } = useTabKeys(tabs.length, selected, setSelected)

  return (
    <>
      <div className="tabs" role="tablist" aria-label={t.account} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(el) => {
              buttons.current[index] = el
            }}
            type="button"
            role="tab"
            id={`account-tab-${tab.id}`}
            data-testid={`account-tab-${tab.id}`}
            aria-selected={tab === current}
            aria-controls="account-tabpanel"
            tabIndex={tab === current ? 0 : -1}
            onClick={() => setSelected(index)}
          >
            {t[tab.id]}
            {tab.id === 'activity' && pending && (
              <span className="badge" data-testid="activity-pending">
                <span aria-hidden="true">{pending}</span>
                <span className="visually-hidden">, {fill(t.pendingTransactions, { count: pending })}</span>
              </span>
            )}
          </button>
        ))}
      </div>
      <div
        className="tabpanel"
        role="tabpanel"
        id="account-tabpanel"
        aria-labelledby={`account-tab-${current.id}`}
      >
        <current.Panel />
      </div>
    </>
  )
}
