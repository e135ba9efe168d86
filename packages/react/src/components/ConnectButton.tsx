import { usePortico } from '../hooks/usePortico.js'
import { usePorticoAccount } from '../hooks/usePorticoAccount.js'
import { useStrings } from '../i18n/useStrings.js'
import { AccountButton } from './AccountButton.js'
import { BUTTONS_EN } from './buttonsStrings.js'

/** Connect button; once connected it becomes the account button. `label` defaults to the locale's 'Connect Wallet'. */
export function ConnectButton({ label }: { label?: string }) {
  const { open } = usePortico()
  const { isConnected } = usePorticoAccount()
  const t = useStrings('buttons', BUTTONS_EN)
  if (isConnected) return <AccountButton />
  return (
    <button
      type="button"
      className="portico-connect-button"
      data-testid="connect-button"
      onClick={() => open()}
    >
      {label ?? t.connectWallet}
    </button>
  )
}
