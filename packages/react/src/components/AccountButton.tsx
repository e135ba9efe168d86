import { formatBalance, shortenAddress } from '@portico/core'
import { usePortico } from '../hooks/usePortico.js'
import { usePorticoAccount } from '../hooks/usePorticoAccount.js'

/** The connected account: short address and balance; opens the Account view. */
export function AccountButton() {
  const { open } = usePortico()
  const { address, balance, balanceSymbol } = usePorticoAccount()
  if (!address) return null
  return (
    <button
      type="button"
      className="portico-account-button"
      data-testid="account-button"
      data-address={address}
      onClick={() => open({ view: 'Account' })}
    >
      <span>{formatBalance(balance, balanceSymbol)}</span> <span>{shortenAddress(address)}</span>
    </button>
  )
}
