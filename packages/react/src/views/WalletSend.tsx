import { isNativeToken, SEARCH_DEBOUNCE_MS, SendButtonLabels, sendButtonLabel } from '@portico/core'
import { useEffect, useState } from 'react'
import { usePorticoInstance } from '../context.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'
import { fill, useMessages, useStrings } from '../i18n/useStrings.js'
import { AmountInput } from '../ui/AmountInput.js'
import { AccountStyles } from './account/AccountStyles.js'
import { SendTokenPicker } from './account/SendTokenPicker.js'
import { SEND_EN } from './account/sendStrings.js'
import { useActiveAccount } from './account/useActiveAccount.js'
import { useReceiverName } from './names/useReceiverName.js'

/**
 * G: the send form: token picker, amount, receiver and the action button, whose label follows G-11. Once
 * the form is valid the network fee is estimated; when the native balance cannot pay it, the view says so
 * and the button stays disabled.
 */
export function WalletSendView() {
  const portico = usePorticoInstance()
  const send = portico.stores.send
  const { namespace, key } = useActiveAccount()
  const form = useStoreSelector(send, (s) => ({
    token: s.token,
    amount: s.sendTokenAmount,
    receiver: s.receiverAddress,
    receiverName: s.receiverProfileName,
    balances: s.tokenBalances,
  }))
  const [gasError, setGasError] = useState<string | undefined>()
  const t = useStrings('send', SEND_EN)
  const message = useMessages()
  const nameError = useReceiverName(form.receiverName ? undefined : form.receiver)
  const { label, enabled } = sendButtonLabel({ namespace: namespace ?? '', ...form })

  useEffect(() => {
    if (!key) return
    void portico.fetchTokenBalances().then((balances) => {
      // The native currency is picked by default, as most sends are.
      if (!send.getState().token) send.getState().setToken(balances.find(isNativeToken) ?? balances[0])
    })
  }, [portico, send, key])

  useEffect(() => {
    setGasError(undefined)
    if (label !== SendButtonLabels.PREVIEW_SEND) return
    let current = true
    const timer = setTimeout(() => {
      portico
        .estimateSendGas()
        .then((estimate) => current && setGasError(estimate.error))
        .catch((error: unknown) => {
          console.warn('[portico] gas estimate failed', error)
        })
    }, SEARCH_DEBOUNCE_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [portico, label])

  return (
    <form
      className="center"
      data-testid="view-WalletSend"
      onSubmit={(event) => {
        event.preventDefault()
        if (enabled && !gasError) portico.stores.router.getState().push('WalletSendPreview')
      }}
    >
      <AccountStyles />
      <SendTokenPicker tokens={form.balances} selected={form.token} onSelect={send.getState().setToken} />
      <label className="field">
        {t.amount}
        <AmountInput testId="send-amount" value={form.amount} onChange={send.getState().setAmount} />
      </label>
      {form.token && (
        <p className="muted">
          {fill(t.balance, { amount: `${form.token.quantity.numeric} ${form.token.symbol}` })}
        </p>
      )}
      <label className="field">
        {t.to}
        <input
          data-testid="send-receiver"
          autoComplete="off"
          spellCheck={false}
          placeholder={t.receiverPlaceholder}
          data-address={form.receiverName ? form.receiver : undefined}
          value={form.receiverName ?? form.receiver ?? ''}
          onChange={(event) => send.getState().setReceiver(event.target.value)}
        />
      </label>
      {form.receiverName && (
        <p className="muted" data-testid="send-receiver-address">
          {form.receiver}
        </p>
      )}
      {nameError && (
        <p className="error" role="alert">
          {message(nameError)}
        </p>
      )}
      {gasError && (
        <p className="error" role="alert" data-testid="send-gas-error">
          {message(gasError)}
        </p>
      )}
      <button type="submit" className="button" data-testid="send-submit" disabled={!enabled || !!gasError}>
        {message(label)}
      </button>
    </form>
  )
}
