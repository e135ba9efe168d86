/** Props of {@link Switch}. */
export interface SwitchProps {
  /** The visible label, also the accessible name. */
  label: string
  checked: boolean
  onChange: () => void
  testId?: string
  description?: string
}

/** An on/off switch: a button with `role="switch"` and `aria-checked`, toggled by click, Space or Enter. */
export function Switch({ label, checked, onChange, testId, description }: SwitchProps) {
  const descriptionId = description && testId ? `${testId}-description` : undefined
  return (
    <div className="switch-row">
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={descriptionId}
        data-testid={testId}
        className="switch"
        onClick={onChange}
      >
        <span className="switch-track" aria-hidden="true">
          <span className="switch-thumb" />
        </span>
        <span className="switch-label">{label}</span>
      </button>
      {description ? (
        <span id={descriptionId} className="muted">
          {description}
        </span>
      ) : null}
    </div>
  )
}
