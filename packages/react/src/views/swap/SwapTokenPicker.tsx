import { type SwapToken, truncateDecimals } from '@portico/core'
import { useId, useState } from 'react'
import { useStrings } from '../../i18n/useStrings.js'
import { safeImageUrl } from '../../ui/safeUrl.js'
import { WalletImage } from '../../ui/WalletImage.js'
import { SWAP_EN } from './swapStrings.js'

/** Fraction digits of a balance in the picker. */
const PICKER_DECIMALS = 4

/** The tokens whose symbol or name contains `search` (case-insensitive), held ones first. */
export function filterSwapTokens(tokens: readonly SwapToken[], search: string): SwapToken[] {
  const term = search.trim().toLowerCase()
  const found = tokens.filter(
    (t) => !term || t.symbol.toLowerCase().includes(term) || t.name.toLowerCase().includes(term),
  )
  return [...found].sort((a, b) => Number(Number(b.balance) > 0) - Number(Number(a.balance) > 0))
}

/**
 * I: a token picker of the Swap view: a button (`testId`) that opens the token list with a search field and
 * the account's balance of each; each choice is `swap-token-<SYMBOL>`.
 */
export function SwapTokenPicker({
  testId,
  label,
  tokens,
  selected,
  onSelect,
}: {
  testId: string
  label: string
  tokens: readonly SwapToken[]
  selected: SwapToken | undefined
  onSelect: (token: SwapToken) => void
}) {
  const [open, setOpen] = useState(false)
  const [search, setSearch] = useState('')
  const listId = useId()
  const t = useStrings('swap', SWAP_EN)
  return (
    <div className="field">
      <button
        type="button"
        className="row"
        data-testid={testId}
        aria-label={`${label}: ${selected?.symbol ?? t.selectToken}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {selected && <WalletImage src={safeImageUrl(selected.logoUri)} size={24} />}
        <span className="name">{selected?.symbol ?? t.selectToken}</span>
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <div id={listId}>
          <input
            type="search"
            aria-label={t.searchTokens}
            placeholder={t.searchToken}
            autoComplete="off"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <ul className="list" aria-label={t.tokens}>
            {filterSwapTokens(tokens, search).map((token) => (
              <li key={token.address}>
                <button
                  type="button"
                  className="row"
                  data-testid={`swap-token-${token.symbol}`}
                  aria-current={token.address === selected?.address}
                  onClick={() => {
                    onSelect(token)
                    setOpen(false)
                    setSearch('')
                  }}
                >
                  <WalletImage src={safeImageUrl(token.logoUri)} size={24} />
                  <span className="name">{token.name}</span>
                  <span>
                    {truncateDecimals(token.balance, PICKER_DECIMALS)} {token.symbol}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}
