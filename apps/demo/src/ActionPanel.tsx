import { type Portico, usePorticoAccount } from '@portico/react'
import { useState } from 'react'

/** Account 1 of the development mnemonic: the send action's receiver. */
const ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
/** 0.001 of the native currency, in wei. */
const SEND_VALUE = 1_000_000_000_000_000n
export const SIGN_MESSAGE = 'Hello from Portico'

/** Demo actions for the connected account; the result or the error appears in `demo-result`. */
export function ActionPanel({ portico }: { portico: Portico }) {
  const { isConnected } = usePorticoAccount()
  const [result, setResult] = useState<{ ok: boolean; text: string } | undefined>()

  const run = async (action: () => Promise<string>) => {
    setResult(undefined)
    try {
      setResult({ ok: true, text: await action() })
    } catch (error) {
      const e = error as { shortMessage?: string; details?: string; message?: string }
      const text = e.shortMessage ? [e.shortMessage, e.details].filter(Boolean).join(': ') : e.message
      setResult({ ok: false, text: text ?? String(error) })
    }
  }

  return (
    <section aria-label="Demo actions" className="panel">
      <button
        type="button"
        data-testid="demo-sign-message"
        disabled={!isConnected}
        onClick={() => run(() => portico.signMessage(SIGN_MESSAGE))}
      >
        Sign message
      </button>
      <button
        type="button"
        data-testid="demo-send-transaction"
        disabled={!isConnected}
        onClick={() => run(() => portico.sendTransaction({ to: ACCOUNT_1, value: SEND_VALUE }))}
      >
        Send 0.001 to account 1
      </button>
      <output data-testid="demo-result" data-ok={result?.ok} className={result?.ok === false ? 'error' : ''}>
        {result?.text ?? ''}
      </output>
    </section>
  )
}
