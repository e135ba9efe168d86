import {
  decimalSeparator,
  formatNumberToLocalString,
  formatTokenBalance,
  getPlainAddress,
  localizeDecimalString,
  type TokenBalance,
  truncateDecimals,
} from '@portico/core'
import { useEffect } from 'react'
import { usePorticoInstance } from '../../context.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useLang, useStrings } from '../../i18n/useStrings.js'
import { safeImageUrl } from '../../ui/safeUrl.js'
import { WalletImage } from '../../ui/WalletImage.js'
import { ACCOUNT_EN } from './accountStrings.js'
import { useActiveAccount } from './useActiveAccount.js'

/** Fraction digits shown for a token amount (the exact amount is in `data-quantity`). */
const AMOUNT_DISPLAY_DECIMALS = 4

/** `data-address` of a token row: its plain contract address, or `native`. */
export const tokenRowAddress = (token: TokenBalance) =>
  token.address ? (getPlainAddress(token.address) ?? token.address) : 'native'

/** E-15: the total of the known USD values, or undefined when no price is known (never a fake $0.00). */
export function totalValue(tokens: readonly TokenBalance[]): number | undefined {
  const known = tokens.filter((t) => t.value !== undefined)
  return known.length ? known.reduce((sum, t) => sum + (t.value ?? 0), 0) : undefined
}

/** The Tokens tab: icon, name, amount and USD value when known, with the total (E-11, E-12, E-15). */
export function TokensTab() {
  const portico = usePorticoInstance()
  const { key, namespace } = useActiveAccount()
  const tokens = useStoreSelector(portico.stores.chains, (s) =>
    namespace ? s.chains[namespace]?.accountState.tokenBalance : undefined,
  )
  const loading = useStoreSelector(portico.stores.chains, (s) =>
    namespace ? s.chains[namespace]?.accountState.balanceLoading : false,
  )

  const t = useStrings('account', ACCOUNT_EN)
  useEffect(() => {
    if (key) void portico.fetchTokenBalances()
  }, [portico, key])

  const list = tokens ?? []
  const total = totalValue(list)
  const lang = useLang()
  const money = total === undefined ? undefined : formatTokenBalance(total, lang)
  if (list.length === 0) return <p className="muted center">{loading ? t.loadingTokens : t.noTokens}</p>
  return (
    <>
      {money && (
        <p className="total" data-testid="account-total">
          ${money.dollars}
          <small>
            {decimalSeparator(lang)}
            {money.pennies}
          </small>
        </p>
      )}
      <ul className="list" aria-label={t.tokens}>
        {list.map((token) => (
          <li
            key={`${token.chainId}:${tokenRowAddress(token)}`}
            className="row token-row"
            data-testid="token-row"
            data-symbol={token.symbol}
            data-address={tokenRowAddress(token)}
            data-quantity={token.quantity.numeric}
          >
            <WalletImage src={safeImageUrl(token.iconUrl)} />
            <span className="name">
              {token.name}
              <span className="sub">{token.symbol}</span>
            </span>
            <span className="amount">
              {localizeDecimalString(truncateDecimals(token.quantity.numeric, AMOUNT_DISPLAY_DECIMALS), lang)}{' '}
              {token.symbol}
              {token.value !== undefined && (
                <span className="sub">${formatNumberToLocalString(token.value, 2, lang)}</span>
              )}
            </span>
          </li>
        ))}
      </ul>
    </>
  )
}
