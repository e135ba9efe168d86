import { type TokenBalance, truncateDecimals } from '@portico/core'
import { useState } from 'react'
import { useStrings } from '../../i18n/useStrings.js'
import { safeImageUrl } from '../../ui/safeUrl.js'
import { WalletImage } from '../../ui/WalletImage.js'
import { SEND_EN } from './sendStrings.js'

/** Fraction digits shown beside a token in the picker. */
const PICKER_DECIMALS = 4

/** G-13: the token picker of WalletSend: a button (`send-token`) that opens the list of balances. */
export function SendTokenPicker({
  tokens,
  selected,
  onSelect,
}: {
  tokens: readonly TokenBalance[]
  selected: TokenBalance | undefined
  onSelect: (token: TokenBalance) => void
}) {
  const [open, setOpen] = useState(false)
  const t = useStrings('send', SEND_EN)
  return (
    <div className="field">
      <button
        type="button"
        className="row"
        data-testid="send-token"
        aria-expanded={open}
        aria-controls="send-token-list"
        onClick={() => setOpen(!open)}
      >
        {selected ? (
          <>
            <WalletImage src={safeImageUrl(selected.iconUrl)} />
            <span className="name">{selected.symbol}</span>
          </>
        ) : (
          <span className="name">{t.selectToken}</span>
        )}
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <ul className="list" id="send-token-list" aria-label={t.tokens}>
          {tokens.map((token) => (
            <li key={`${token.chainId}:${token.address ?? 'native'}`}>
              <button
                type="button"
                className="row"
                data-testid={`send-token-${token.symbol}`}
                aria-current={token === selected}
                onClick={() => {
                  onSelect(token)
                  setOpen(false)
                }}
              >
                <WalletImage src={safeImageUrl(token.iconUrl)} />
                <span className="name">{token.name}</span>
                <span>
                  {truncateDecimals(token.quantity.numeric, PICKER_DECIMALS)} {token.symbol}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
