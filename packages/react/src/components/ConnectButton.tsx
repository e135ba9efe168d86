import { formatBalance, shortenAddress } from '@portico/core'
import type { ReactNode } from 'react'
import { usePortico } from '../hooks/usePortico.js'
import { usePorticoAccount } from '../hooks/usePorticoAccount.js'
import { usePorticoNetwork } from '../hooks/usePorticoNetwork.js'
import { useStrings } from '../i18n/useStrings.js'
import { AccountButton } from './AccountButton.js'
import { BUTTONS_EN } from './buttonsStrings.js'

export type ConnectButtonRenderProps = {
  isConnected: boolean
  address: string | undefined
  displayAddress: string | undefined
  displayBalance: string
  networkName: string | undefined
  caipNetworkId: string | undefined
  open: ReturnType<typeof usePortico>['open']
}

/** Render-prop form for apps that draw their own button on Portico's state. */
function Custom({ children }: { children(props: ConnectButtonRenderProps): ReactNode }) {
  const { open } = usePortico()
  const account = usePorticoAccount()
  const network = usePorticoNetwork()
  return (
    <>
      {children({
        isConnected: account.isConnected,
        address: account.address,
        displayAddress: account.address ? shortenAddress(account.address) : undefined,
        displayBalance: formatBalance(account.balance, account.balanceSymbol),
        networkName: network.caipNetwork?.name,
        caipNetworkId: network.caipNetworkId,
        open,
      })}
    </>
  )
}

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
ConnectButton.Custom = Custom
