import { FrameMessages } from '@portico/embedded-wallet'

/** The export screens on show: each one's dismisser (RPC_ABORT takes them down, O-09). */
const open = new Set<() => void>()

/** O-09: removes every export screen on show (the code step rejects, the key step ends). */
export function dismissExportScreens(): void {
  for (const dismiss of [...open]) dismiss()
}

/** A section of the secure site's own UI, with a title; removed by the caller. */
function screen(doc: Document, testId: string, title: string): HTMLElement {
  const root = doc.createElement('section')
  root.setAttribute('data-testid', testId)
  root.setAttribute('role', 'dialog')
  root.setAttribute('aria-label', title)
  root.className = 'screen'
  const heading = doc.createElement('h2')
  heading.textContent = title
  root.append(heading)
  doc.body.appendChild(root)
  return root
}

function button(doc: Document, text: string, testId: string, onClick: () => void): HTMLButtonElement {
  const b = doc.createElement('button')
  b.type = 'button'
  b.textContent = text
  b.setAttribute('data-testid', testId)
  b.addEventListener('click', onClick)
  return b
}

/**
 * Key export, step 1 (issue 11): asks for the code just sent to `email` (`export-otp-input`; six digits submit)
 * and resolves once `verify` accepted one; `export-cancel` rejects with 'User rejected the request'. A wrong
 * code shows the gateway's message under the input and lets the user try again.
 */
export function askExportCode(doc: Document, email: string, verify: (code: string) => Promise<void>) {
  return new Promise<void>((resolve, reject) => {
    const root = screen(doc, 'export-code-screen', 'Confirm it is you')
    const note = doc.createElement('p')
    note.textContent = `Enter the code we sent to ${email} to show your private key.`
    const input = doc.createElement('input')
    input.setAttribute('data-testid', 'export-otp-input')
    input.setAttribute('aria-label', 'Code')
    input.inputMode = 'numeric'
    input.autocomplete = 'one-time-code'
    input.maxLength = 6
    const error = doc.createElement('p')
    error.setAttribute('role', 'alert')
    input.addEventListener('input', () => {
      input.value = input.value.replace(/[^0-9]/g, '').slice(0, 6)
      if (input.value.length !== 6) return
      input.disabled = true
      verify(input.value).then(
        () => {
          close()
          resolve()
        },
        (e: unknown) => {
          error.textContent = e instanceof Error ? e.message : String(e)
          input.value = ''
          input.disabled = false
          input.focus()
        },
      )
    })
    const close = () => {
      open.delete(dismiss)
      root.remove()
    }
    const dismiss = () => {
      close()
      reject(new Error(FrameMessages.USER_REJECTED))
    }
    open.add(dismiss)
    const cancel = button(doc, 'Cancel', 'export-cancel', dismiss)
    root.append(note, input, error, cancel)
    input.focus()
  })
}

/**
 * Key export, step 2: shows the private key as text on the secure site's origin (never posted to the app),
 * with a warning; resolves when the user presses `export-done`.
 */
export function showPrivateKey(doc: Document, privateKey: string) {
  return new Promise<void>((resolve) => {
    const root = screen(doc, 'export-key-screen', 'Your private key')
    const warning = doc.createElement('p')
    warning.textContent = 'Anyone with this key controls your wallet. Never share it; store it offline.'
    const key = doc.createElement('code')
    key.setAttribute('data-testid', 'export-key')
    key.textContent = privateKey
    const dismiss = () => {
      open.delete(dismiss)
      key.textContent = ''
      root.remove()
      resolve()
    }
    open.add(dismiss)
    const done = button(doc, 'Done', 'export-done', dismiss)
    root.append(warning, key, done)
    done.focus()
  })
}
