import type { PorticoClient } from '@portico/core'
import { createRoot, type Root } from 'react-dom/client'
import { PorticoContext } from '../context.js'
import { Modal } from './Modal.js'
import { MODAL_CSS } from './styles.js'

const HOST_TAG = 'portico-modal'

/**
 * Injects this instance's host element into `document.body` (once: Q-08; opening again reuses it; a second
 * instance gets its own), attaches an open shadow root and renders the modal into it, so host page CSS cannot
 * reach in and ours cannot leak out. Returns the unmount function.
 */
export function mountModal(portico: PorticoClient): () => void {
  const host = document.createElement(HOST_TAG)
  document.body.appendChild(host)
  const shadow = host.attachShadow({ mode: 'open' })
  const style = document.createElement('style')
  style.textContent = MODAL_CSS
  const container = document.createElement('div')
  shadow.append(style, container)
  const root: Root = createRoot(container)
  root.render(
    <PorticoContext.Provider value={portico}>
      <Modal portico={portico} />
    </PorticoContext.Provider>,
  )
  return () => {
    root.unmount()
    host.remove()
  }
}
