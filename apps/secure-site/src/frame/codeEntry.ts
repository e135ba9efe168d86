import type { CodePurpose } from '@portico/embedded-wallet/protocol'

/** Digits in a one-time code (F-16). */
export const CODE_LENGTH = 6

// Which code the input asks for: the login's, or an email change's (to the current, then to the new address).
export { CODE_PURPOSES, type CodePurpose } from '@portico/embedded-wallet/protocol'

/** The message a code step fails with when the app asks before the user typed one. */
export const NO_CODE_MESSAGE = 'Enter the code first'
/** The message a wait for a code ends with when another wait or the dialog closing replaced it. */
export const CODE_CANCELLED_MESSAGE = 'Code entry was cancelled'

/**
 * The one-time code input the secure site renders in its own frame (issue 22): the user types codes here, never
 * in the app's page, so the app (and any script on its page) learns only that a code was entered and whether
 * it was right. One wait at a time.
 */
export interface CodeEntry {
  /** Shows the input for `purpose` (empty, focused) and resolves once six digits are typed. */
  wait(purpose: CodePurpose): Promise<void>
  /** The code typed for `purpose`, taken once; throws {@link NO_CODE_MESSAGE} when there is none. */
  take(purpose: CodePurpose): string
  /** The code was refused: the input empties; it takes a code again at the next {@link CodeEntry.wait}. */
  retry(): void
  /** Removes the input and ends a wait ({@link CODE_CANCELLED_MESSAGE}). */
  close(): void
}

/** The frame's code input, or a clear error when this frame has none. */
export function codesOf(ctx: { codes?: CodeEntry | undefined }): CodeEntry {
  if (!ctx.codes) throw new Error('This frame cannot show a code input')
  return ctx.codes
}

/** A code entry's state without its screen: the typed code per purpose and the one wait. */
export function codeEntryState(view: { show(purpose: CodePurpose): void; reset(): void; hide(): void }) {
  let typed: { purpose: CodePurpose; code: string } | undefined
  let waiting: { purpose: CodePurpose; resolve(): void; reject(e: Error): void } | undefined
  const cancel = () => {
    waiting?.reject(new Error(CODE_CANCELLED_MESSAGE))
    waiting = undefined
  }
  const entry: CodeEntry & { typed(code: string): boolean } = {
    wait(purpose) {
      cancel()
      typed = undefined
      view.show(purpose)
      return new Promise<void>((resolve, reject) => {
        waiting = { purpose, resolve, reject }
      })
    },
    take(purpose) {
      const code = typed?.purpose === purpose ? typed.code : undefined
      typed = undefined
      if (!code) throw new Error(NO_CODE_MESSAGE)
      return code
    },
    retry() {
      typed = undefined
      view.reset()
    },
    close() {
      cancel()
      typed = undefined
      view.hide()
    },
    /** The screen reports six typed digits; false when no wait takes them (the input stays editable). */
    typed(code) {
      if (!waiting || !new RegExp(`^[0-9]{${CODE_LENGTH}}$`).test(code)) return false
      typed = { purpose: waiting.purpose, code }
      waiting.resolve()
      waiting = undefined
      return true
    },
  }
  return entry
}

/**
 * The code entry on the secure site's page: an input (`otp-input`, digits only, six submit) filling the frame,
 * which the app shows over the region of its dialog where the code goes. Disabled from six digits until the
 * next {@link CodeEntry.wait}.
 */
export function codeEntry(doc: Document, label = 'Code'): CodeEntry {
  let root: HTMLElement | undefined
  let input: HTMLInputElement | undefined
  const state = codeEntryState({
    show(purpose) {
      if (!root || !input) {
        root = doc.createElement('section')
        root.className = 'code-screen'
        root.setAttribute('data-testid', 'code-screen')
        const field = doc.createElement('input')
        field.setAttribute('data-testid', 'otp-input')
        field.setAttribute('aria-label', label)
        field.inputMode = 'numeric'
        field.autocomplete = 'one-time-code'
        field.maxLength = CODE_LENGTH
        field.addEventListener('input', () => {
          field.value = field.value.replace(/[^0-9]/g, '').slice(0, CODE_LENGTH)
          if (field.value.length === CODE_LENGTH && state.typed(field.value)) field.disabled = true
        })
        input = field
        root.append(field)
        doc.body.appendChild(root)
      }
      root.dataset.purpose = purpose
      input.value = ''
      input.disabled = false
      input.focus()
    },
    reset() {
      // Stays disabled: a code typed before the app asks again (AWAIT_CODE) would be lost.
      if (input) input.value = ''
    },
    hide() {
      root?.remove()
      root = undefined
      input = undefined
    },
  })
  return state
}
