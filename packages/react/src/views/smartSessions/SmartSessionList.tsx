import type { SmartSessionTab } from '@portico/core'
import { useEffect, useMemo, useState } from 'react'
import { usePorticoInstance } from '../../context.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useStrings } from '../../i18n/useStrings.js'
import { Spinner } from '../../ui/Spinner.js'
import { useTabKeys } from '../../ui/useTabKeys.js'
import { AccountStyles } from '../account/AccountStyles.js'
import type { KnownToken } from './describePermission.js'
import { SmartSessionRow } from './SmartSessionRow.js'
import { SmartSessionStyles } from './SmartSessionStyles.js'
import { SMART_SESSIONS_EN } from './smartSessionStrings.js'
import { useSmartSessions } from './useSmartSessions.js'

/**
 * N-01, N-02, N-03: the account's smart sessions under the tabs Active, Expired and Revoked (WAI-ARIA tabs),
 * each row with what the session allows and, unless revoked, a revoke button. An empty tab reads
 * 'No {tab} sessions'.
 */
export function SmartSessionListView() {
  const portico = usePorticoInstance()
  const feature = useSmartSessions()
  const t = useStrings('smartSessions', SMART_SESSIONS_EN)
  const caipAddress = useStoreSelector(portico.stores.chains, (s) => s.activeCaipAddress)
  const tokenBalance = useStoreSelector(portico.stores.chains, (s) =>
    s.activeChain ? s.chains[s.activeChain]?.accountState.tokenBalance : undefined,
  )
  const tokens = useMemo<KnownToken[]>(
    () =>
      (tokenBalance ?? []).flatMap((t) =>
        t.address
          ? [
              {
                address: t.address.split(':').at(-1) ?? '',
                symbol: t.symbol,
                decimals: Number(t.quantity.decimals),
              },
            ]
          : [],
      ),
    [tokenBalance],
  )

  // biome-ignore lint/correctness/useExhaustiveDependencies: the list is fetched again when the account changes
  useEffect(() => {
    void feature?.fetchSessions()
  }, [feature, caipAddress])

  if (!feature)
    return (
      <div className="center" data-testid="view-SmartSessionList">
        <Spinner label={t.loading} />
      </div>
    )
  return <SessionTabs feature={feature} tokens={tokens} />
}

type TabsProps = { feature: NonNullable<ReturnType<typeof useSmartSessions>>; tokens: KnownToken[] }

function SessionTabs({ feature, tokens }: TabsProps) {
  const portico = usePorticoInstance()
  const t = useStrings('smartSessions', SMART_SESSIONS_EN)
  const [selected, setSelected] = useState(0)
  const { refs: buttons, onKeyDown } = useTabKeys(feature.tabs.length, selected, setSelected)
  const { sessions, loading, revoking } = useStoreSelector(feature.store, (s) => ({
    sessions: s.sessions,
    loading: s.loading,
    revoking: s.revoking,
  }))
  const now = portico.stores.now()
  const tab: SmartSessionTab = feature.tabs[selected] ?? 'Active'
  const shown = feature.sessionsOfTab(sessions, tab, now)

  return (
    <div className="center" data-testid="view-SmartSessionList">
      <AccountStyles />
      <SmartSessionStyles />
      <div className="tabs" role="tablist" aria-label={t.listLabel} onKeyDown={onKeyDown}>
        {feature.tabs.map((name, index) => (
          <button
            key={name}
            ref={(el) => {
              buttons.current[index] = el
            }}
            type="button"
            role="tab"
            id={`smart-session-tab-${name.toLowerCase()}`}
            data-testid={`smart-session-tab-${name.toLowerCase()}`}
            aria-selected={index === selected}
            aria-controls="smart-session-tabpanel"
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
          >
            {t[`tab${name}`]}
          </button>
        ))}
      </div>
      <div
        className="tabpanel"
        role="tabpanel"
        id="smart-session-tabpanel"
        aria-labelledby={`smart-session-tab-${tab.toLowerCase()}`}
        aria-busy={loading}
      >
        {loading && sessions.length === 0 ? (
          <Spinner label={t.loading} />
        ) : shown.length === 0 ? (
          <p className="muted" data-testid="smart-session-empty">
            {t[`empty${tab}`]}
          </p>
        ) : (
          <ul className="sessions">
            {shown.map((session) => {
              const status = feature.smartSessionStatus(session, now)
              return (
                <SmartSessionRow
                  key={session.pci}
                  session={session}
                  status={status}
                  tokens={tokens}
                  revoking={revoking === session.pci}
                  {...(status !== 'revoked' && {
                    onRevoke: () => void feature.revokeSession(session.pci).catch(() => undefined),
                  })}
                />
              )
            })}
          </ul>
        )}
      </div>
    </div>
  )
}
