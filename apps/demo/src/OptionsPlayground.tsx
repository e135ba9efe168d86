import { useState } from 'react'
import { optionsSearch, parseOptionsJson } from './optionsJson.js'

/** Presets a visitor can merge into the options with one click; the JSON stays the source of truth. */
const PRESETS: { label: string; patch: Record<string, unknown> }[] = [
  { label: 'Light theme', patch: { themeMode: 'light' } },
  { label: 'Dark theme', patch: { themeMode: 'dark' } },
  { label: 'Green accent', patch: { themeVariables: { '--portico-accent': '#079455' } } },
  { label: 'Square corners', patch: { themeVariables: { '--portico-border-radius-master': '0px' } } },
  { label: 'No WalletConnect', patch: { enableWalletConnect: false } },
  { label: 'Hide All Wallets', patch: { allWallets: 'HIDE' } },
  // N-05: smart sessions need a smart account, which the email login's embedded wallet has.
  { label: 'Smart sessions', patch: { features: { email: true, smartSessions: true } } },
]

/**
 * The playground: edit the options as JSON (or merge a preset) and apply them. Applying reloads the page with
 * `?options=`, the same path a link or a test takes, so what a visitor tries can be shared as a URL.
 */
export function OptionsPlayground({ initial }: { initial: Record<string, unknown> }) {
  const [text, setText] = useState(() => JSON.stringify(initial, null, 2))
  const [error, setError] = useState<string | undefined>()

  const merge = (patch: Record<string, unknown>) => {
    const parsed = parseOptionsJson(text)
    if ('error' in parsed) return setError(parsed.error)
    const current = parsed.options
    const next = { ...current, ...patch }
    // Theme variables add up: "Green accent" then "Square corners" keeps both.
    if (patch.themeVariables) {
      next.themeVariables = { ...(current.themeVariables as object | undefined), ...patch.themeVariables }
    }
    setText(JSON.stringify(next, null, 2))
    setError(undefined)
  }

  const apply = () => {
    const parsed = parseOptionsJson(text)
    if ('error' in parsed) return setError(parsed.error)
    location.search = optionsSearch(parsed.options)
  }

  return (
    <div className="playground">
      <div className="buttons">
        {PRESETS.map((preset) => (
          <button key={preset.label} type="button" onClick={() => merge(preset.patch)}>
            {preset.label}
          </button>
        ))}
      </div>
      <label htmlFor="demo-options-json">Options (JSON, merged over the demo's defaults)</label>
      <textarea
        id="demo-options-json"
        data-testid="demo-options-json"
        value={text}
        spellCheck={false}
        rows={8}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'demo-options-error' : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {error && (
        <p id="demo-options-error" data-testid="demo-options-error" role="alert" className="error">
          {error}
        </p>
      )}
      <div className="buttons">
        <button type="button" data-testid="demo-options-apply" onClick={apply}>
          Apply
        </button>
        <button type="button" onClick={() => (location.search = '')}>
          Reset
        </button>
      </div>
    </div>
  )
}
