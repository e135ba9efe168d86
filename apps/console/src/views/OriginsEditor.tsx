import { type FormEvent, useId, useState } from 'react'
import { originProblem, previewOrigin } from '../state/projectDraft.js'

/** Props of {@link OriginsEditor}. */
export interface OriginsEditorProps {
  origins: readonly string[]
  onAdd: (origin: string) => void
  onRemove: (origin: string) => void
}

/**
 * The allowed origins: the list with a remove button per row, an input that checks a new pattern as it is typed
 * (P-05, `*` for the leftmost label or the port), and a preview of which patterns admit an example origin.
 */
export function OriginsEditor({ origins, onAdd, onRemove }: OriginsEditorProps) {
  const [input, setInput] = useState('')
  const [example, setExample] = useState('')
  const [tried, setTried] = useState(false)
  const ids = { input: useId(), error: useId(), example: useId(), preview: useId() }
  const problem = originProblem(origins, input)
  const add = (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (problem) return
    onAdd(input.trim())
    setInput('')
    setTried(false)
  }
  const matches = previewOrigin(origins, example)
  const showProblem = tried || (input.length > 0 && input.includes('://') && !!problem)
  return (
    <section aria-labelledby="origins-title" className="panel">
      <h2 id="origins-title">Allowed origins</h2>
      <p className="muted">
        Apps on these origins may use the project. <code>*</code> stands for the leftmost DNS label (
        <code>https://*.example.com</code>) or the port (<code>http://127.0.0.1:*</code>).
      </p>
      <ul className="rows">
        {origins.map((origin) => (
          <li key={origin} className="row" data-testid="console-origin-row" data-origin={origin}>
            <code>{origin}</code>
            <button
              type="button"
              className="button secondary small"
              aria-label={`Remove ${origin}`}
              onClick={() => onRemove(origin)}
            >
              Remove
            </button>
          </li>
        ))}
        {origins.length === 0 ? <li className="muted">No origin: no app can use this project.</li> : null}
      </ul>
      <form className="inline-form" onSubmit={add} noValidate>
        <label htmlFor={ids.input}>New origin</label>
        <input
          id={ids.input}
          data-testid="console-origin-input"
          value={input}
          onChange={(e) => setInput(e.target.value)}
          placeholder="https://app.example.com"
          spellCheck={false}
          autoComplete="off"
          aria-invalid={showProblem && !!problem}
          aria-describedby={showProblem && problem ? ids.error : undefined}
        />
        <button type="submit" className="button" data-testid="console-origin-add">
          Add
        </button>
      </form>
      {showProblem && problem ? (
        <p id={ids.error} className="error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="inline-form">
        <label htmlFor={ids.example}>Try an origin</label>
        <input
          id={ids.example}
          data-testid="console-origin-preview-input"
          value={example}
          onChange={(e) => setExample(e.target.value)}
          placeholder="https://shop.example.com"
          spellCheck={false}
          autoComplete="off"
          aria-describedby={ids.preview}
        />
      </div>
      <p id={ids.preview} className="muted" aria-live="polite" data-testid="console-origin-preview">
        {example.trim()
          ? matches.length > 0
            ? `Allowed, by ${matches.join(', ')}`
            : 'Not allowed: an app there gets “Invalid App Configuration”'
          : ''}
      </p>
    </section>
  )
}
