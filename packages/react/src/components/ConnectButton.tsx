import { usePortico } from '../hooks/usePortico.js'
import { usePorticoAccount } from '../hooks/usePorticoAccount.js'
import { AccountButton } from './AccountButton.js'

/** Connect button; once connected it becomes the account button. */
export function ConnectButton({ label = 'Connect Wallet' }: { label?: string }) {
  const { open } = usePortico()
  const { isConnected } = usePorticoAccount()
  if (isConnected) return <AccountButton />
  return (
    <button
      type="button"
      className="portico-connect-button"
      data-testid="connect-button"
      onClick={() => open()}
    >
      {label}
    </button>
  )
}
