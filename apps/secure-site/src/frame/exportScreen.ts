import { FrameMessages } from '@portico/embedded-wallet/protocol'
import { alertLine, button, messageOf, paragraph, screen } from './screenParts.js'

/** The export screens on show: each one's dismisser (RPC_ABORT takes them down, O-09). */
const open = new Set<() => void>()

/** O-09: removes every export screen on show (the code step rejects, the key step ends). */
export function dismissExportScreens(): void {
  for (const dismiss of [...open]) dismiss()
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

/** One way in, as listed on the key screen. */
export interface KeyWay {
  kind: 'passkey' | 'kit'
  id: string
  createdAt: string
}

/** Passkey mode: the ways in to the key, managed on the key screen (register, new kit, remove). */
export interface KeyManagement {
  list(): Promise<KeyWay[]>
  addPasskey(): Promise<void>
  /** A new recovery kit and its envelope file (shown on its own screen). */
  addKit(): Promise<void>
  remove(id: string): Promise<void>
}

/** The list of ways in, with a remove button each; refreshed after every change. */
function keyWays(doc: Document, manage: KeyManagement): HTMLElement {
  const box = doc.createElement('div')
  box.setAttribute('data-testid', 'key-ways')
  const list = doc.createElement('ul')
  const error = alertLine(doc)
  const act = (action: () => Promise<void>) => {
    error.textContent = ''
    action().then(refresh, (e: unknown) => {
      error.textContent = messageOf(e)
    })
  }
  const refresh = () =>
    manage.list().then(
      (ways) => {
        list.replaceChildren(
          ...ways.map((way) => {
            const item = doc.createElement('li')
            item.setAttribute('data-testid', 'key-way')
            item.setAttribute('data-kind', way.kind)
            item.setAttribute('data-id', way.id)
            const label = way.kind === 'passkey' ? 'Passkey' : 'Recovery kit'
            item.append(`${label} added ${way.createdAt.slice(0, 10)} `)
            if (ways.length > 1) {
              item.append(button(doc, 'Remove', 'key-way-remove', () => act(() => manage.remove(way.id))))
            }
            return item
          }),
        )
      },
      (e: unknown) => {
        error.textContent = messageOf(e)
      },
    )
  box.append(
    paragraph(doc, 'Ways to open your wallet on a new device:'),
    list,
    button(doc, 'Add a passkey', 'key-add-passkey', () => act(manage.addPasskey)),
    button(doc, 'New recovery kit and envelope file', 'export-envelope', () => act(manage.addKit)),
    error,
  )
  void refresh()
  return box
}

/**
 * Key export, step 2: shows the private key as text on the secure site's origin (never posted to the app),
 * with a warning; resolves when the user presses `export-done`. In passkey mode the screen also lists the ways
 * in (passkeys, recovery kits) to add or remove one, and makes a recovery kit with its envelope file (the exit).
 */
export function showPrivateKey(doc: Document, privateKey: string, manage?: KeyManagement) {
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
    root.append(warning, key, ...(manage ? [keyWays(doc, manage)] : []), done)
    done.focus()
  })
}
