import { AccountNameMessages, accountNameLabel, NameTags } from '@portico/core'
import { type FormEvent, useState } from 'react'
import { usePorticoInstance } from '../../context.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useMessages, useStrings } from '../../i18n/useStrings.js'
import { Spinner } from '../../ui/Spinner.js'
import { AccountStyles } from '../account/AccountStyles.js'
import { NAMES_EN } from './namesStrings.js'
import { useNameAvailability } from './useNameAvailability.js'

/** The wait while the wallet signs the registration message. */
export const SIGN_NAME_PROMPT = NAMES_EN.signPrompt

/**
 * L-02, L-07, L-09: choose a name: the input is checked at once (L-07 messages) and against the gateway after
 * 500 ms (the typed name tagged 'Registered' or 'Available', suggestions below); submitting signs the
 * registration with the connected wallet.
 */
export function RegisterAccountNameView() {
  const portico = usePorticoInstance()
  const owned = useStoreSelector(portico.stores.chains, (s) =>
    s.activeChain ? s.chains[s.activeChain]?.accountState.profileName : undefined,
  )
  const [label, setLabel] = useState('')
  const [signing, setSigning] = useState(false)
  const t = useStrings('names', NAMES_EN)
  const translate = useMessages()
  const check = useNameAvailability(label)
  const available = check.state === 'checked' && !check.registered
  const message =
    owned !== undefined
      ? AccountNameMessages.ALREADY_OWNED
      : check.state === 'invalid' || check.state === 'error'
        ? check.message
        : undefined

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!available || owned !== undefined || signing) return
    setSigning(true)
    try {
      await portico.registerName(label)
    } catch {
      // registerName showed the error and returned to this view (L-06).
    } finally {
      setSigning(false)
    }
  }

  const pick = (name: string) => {
    const zone = name.slice(name.indexOf('.') + 1)
    setLabel(accountNameLabel(name, zone) ?? name)
  }

  return (
    <form
      className="center"
      data-testid="view-RegisterAccountName"
      onSubmit={(e) => void submit(e)}
      noValidate
    >
      <AccountStyles />
      <label className="field">
        {t.name}
        <span className="row">
          <input
            className="input"
            data-testid="name-input"
            autoComplete="off"
            spellCheck={false}
            placeholder={t.placeholder}
            value={label}
            aria-invalid={!!message}
            onChange={(e) => setLabel(e.target.value.trim())}
          />
          {check.state === 'checking' && <Spinner label={t.checking} />}
          {check.state === 'checked' && (
            <span className="tag" data-testid="name-tag">
              {translate(check.registered ? NameTags.REGISTERED : NameTags.AVAILABLE)}
            </span>
          )}
        </span>
      </label>
      {message && (
        <p className="error" role="alert" data-testid="name-error">
          {translate(message)}
        </p>
      )}
      {check.state === 'checked' && check.suggestions.length > 0 && (
        <ul className="suggestions" aria-label={t.suggestions}>
          {check.suggestions.map((s) => (
            <li key={s.name}>
              <button
                type="button"
                className="row"
                data-testid="name-suggestion"
                onClick={() => pick(s.name)}
              >
                <span>{s.name}</span>
                <span className="tag">
                  {translate(s.registered ? NameTags.REGISTERED : NameTags.AVAILABLE)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {signing && <p className="muted">{t.signPrompt}</p>}
      <button
        type="submit"
        className="button"
        data-testid="name-submit"
        disabled={!available || signing || owned !== undefined}
      >
        {signing ? t.registering : t.register}
      </button>
    </form>
  )
}
