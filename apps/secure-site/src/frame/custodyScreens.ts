import { FrameMessages } from '@portico/embedded-wallet/protocol'
import type { CustodyScreens } from '../custody/passkeyCustody.js'
import { measureSince, USER_WAIT_MEASURE } from './frameTiming.js'
import { alertLine, button, downloadLink, messageOf, paragraph, screen } from './screenParts.js'

/** The custody screens on show: each one's dismisser (O-09: closing the dialog takes them down). */
const open = new Set<() => void>()

/** Removes every custody screen on show; each rejects with 'User rejected the request'. */
export function dismissCustodyScreens(): void {
  for (const dismiss of [...open]) dismiss()
}

/**
 * Runs a screen until one of its actions succeeds: each button disables the screen while its action runs and
 * shows the action's error under it, so the user can try again or choose the other way.
 */
function actionScreen(
  doc: Document,
  testId: string,
  title: string,
  build: (ui: ActionUi) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const root = screen(doc, testId, title)
    const error = alertLine(doc)
    const close = () => {
      open.delete(dismiss)
      root.remove()
    }
    const dismiss = () => {
      close()
      reject(new Error(FrameMessages.USER_REJECTED))
    }
    open.add(dismiss)
    const shown = performance.now()
    let answered = false
    const run = (action: () => Promise<void>) => {
      // The user's time on this screen until the first answer, told apart from the frame's own (frameTiming.ts).
      if (!answered) measureSince(USER_WAIT_MEASURE, shown, { screen: testId })
      answered = true
      const controls = [...root.querySelectorAll<HTMLButtonElement | HTMLTextAreaElement>('button, textarea')]
      for (const c of controls) c.disabled = true
      error.textContent = ''
      action().then(
        () => {
          close()
          resolve()
        },
        (e: unknown) => {
          error.textContent = messageOf(e)
          for (const c of controls) c.disabled = false
        },
      )
    }
    build({ root, run })
    root.append(error)
  })
}

interface ActionUi {
  root: HTMLElement
  run(action: () => Promise<void>): void
}

/** The browser's custody screens, shown in the frame over the app's dialog. */
export function custodyScreens(doc: Document): CustodyScreens {
  return {
    setup: (actions) =>
      actionScreen(doc, 'passkey-setup-screen', 'Secure your wallet', ({ root, run }) => {
        const create = button(doc, 'Create a passkey', 'passkey-create', () => run(actions.passkey))
        const kit = button(doc, 'Save a recovery kit instead', 'kit-choose', () => run(actions.kit))
        root.append(
          paragraph(
            doc,
            'Your wallet key is made on this device and locked with your passkey. Nobody else, not even the app or its operator, can open it.',
          ),
          create,
          paragraph(
            doc,
            'No passkey on this device? A recovery kit (a file and 24 words) opens your wallet instead.',
          ),
          kit,
        )
        create.focus()
      }),
    unlock: (actions, hasPasskey) =>
      actionScreen(doc, 'unlock-screen', 'Unlock your wallet', ({ root, run }) => {
        if (hasPasskey) {
          const unlock = button(doc, 'Unlock with your passkey', 'passkey-unlock', () => run(actions.passkey))
          root.append(paragraph(doc, 'This device has no copy of your wallet yet.'), unlock)
        }
        const input = doc.createElement('textarea')
        input.setAttribute('data-testid', 'kit-input')
        input.setAttribute('aria-label', 'Recovery kit: the 24 words, or the kit file')
        input.rows = 3
        const file = doc.createElement('input')
        file.type = 'file'
        file.accept = '.json,application/json,text/plain'
        file.setAttribute('data-testid', 'kit-file')
        file.setAttribute('aria-label', 'Recovery kit file')
        file.addEventListener('change', () => {
          const chosen = file.files?.[0]
          if (chosen) void chosen.text().then((text) => run(() => actions.kit(text)))
        })
        const useKit = button(doc, 'Unlock with the recovery kit', 'kit-unlock', () =>
          run(() => actions.kit(input.value)),
        )
        root.append(
          paragraph(doc, 'Or give your recovery kit: its 24 words or its file.'),
          input,
          file,
          useKit,
        )
        root.querySelector<HTMLElement>('button')?.focus()
      }),
    showKit: (kit) =>
      actionScreen(doc, 'kit-screen', 'Save your recovery kit', ({ root, run }) => {
        const words = doc.createElement('code')
        words.setAttribute('data-testid', 'kit-phrase')
        words.textContent = kit.phrase
        const saved = button(doc, 'I saved my recovery kit', 'kit-saved', () => run(async () => undefined))
        root.append(
          paragraph(
            doc,
            'Shown once. Anyone with these words and your envelope file can open your wallet; keep them offline. Without them (and without a passkey) nobody can recover it.',
          ),
          words,
          downloadLink(
            doc,
            'Download the recovery kit',
            'kit-download',
            'portico-recovery-kit.json',
            kit.kitFile,
          ),
          downloadLink(
            doc,
            'Download the envelope file',
            'envelope-download',
            'portico-key-envelope.json',
            kit.envelopeFile,
          ),
          saved,
        )
        saved.focus()
      }),
  }
}
