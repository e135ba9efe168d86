import { anvil, anvilB } from '@portico/core'
import { parseEther } from 'viem'
import {
  useConnection,
  useDisconnect,
  useSendTransaction,
  useSignMessage,
  useSwitchChain,
  useWaitForTransactionReceipt,
} from 'wagmi'

/** What the panel signs, and where it sends 0.001 ETH (account 1 of the development mnemonic). */
export const MESSAGE = 'Hello from wagmi through Portico'
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** wagmi's own hooks, on the connection made in the Portico dialog. */
export function WagmiPanel() {
  const { address, chainId, status } = useConnection()
  const sign = useSignMessage()
  const send = useSendTransaction()
  const receipt = useWaitForTransactionReceipt({ hash: send.data })
  const switchChain = useSwitchChain()
  const disconnect = useDisconnect()
  return (
    <main>
      <p>
        wagmi: <output data-testid="wagmi-status">{status}</output>{' '}
        <output data-testid="wagmi-address">{address ?? ''}</output>{' '}
        <output data-testid="wagmi-chain-id">{address ? chainId : ''}</output>
      </p>
      <button type="button" data-testid="wagmi-sign" onClick={() => sign.mutate({ message: MESSAGE })}>
        Sign a message
      </button>
      <output data-testid="wagmi-signature">{sign.data ?? sign.error?.message ?? ''}</output>
      <button
        type="button"
        data-testid="wagmi-send"
        onClick={() => send.mutate({ to: RECEIVER, value: parseEther('0.001') })}
      >
        Send 0.001 ETH
      </button>
      <output data-testid="wagmi-tx-hash">{send.data ?? send.error?.message ?? ''}</output>
      <output data-testid="wagmi-tx-status">{receipt.data?.status ?? ''}</output>
      {[anvil, anvilB].map((network) => (
        <button
          key={network.id}
          type="button"
          data-testid={`wagmi-switch-${network.id}`}
          onClick={() => switchChain.mutate({ chainId: network.id as number })}
        >
          Switch to {network.name}
        </button>
      ))}
      <output data-testid="wagmi-switch-error">{switchChain.error?.message ?? ''}</output>
      <button type="button" data-testid="wagmi-disconnect" onClick={() => disconnect.mutate()}>
        Disconnect (wagmi)
      </button>
    </main>
  )
}
