import { FRAME_ID, FRAME_NAME } from './constants.js'

/** What the iframe's URL carries (F-02: `<secure-site>/sdk?projectId&chainId&version`). */
export interface FrameUrlOptions {
  secureSiteUrl: string
  projectId: string
  chainId?: string | number
  version?: string
}

/** F-02: the secure site's page for the hidden iframe. */
export function frameUrl(o: FrameUrlOptions): string {
  const url = new URL('/sdk', o.secureSiteUrl)
  url.searchParams.set('projectId', o.projectId)
  if (o.chainId !== undefined) url.searchParams.set('chainId', String(o.chainId))
  if (o.version) url.searchParams.set('version', o.version)
  return url.toString()
}

/**
 * F-02: appends the hidden iframe (its frame client calls this once; id `w3m-iframe`, name `w3m-secure-iframe`, fixed, z-index 999999,
 * `display:none` until an approval shows it, F-31). `referrerPolicy: origin` lets the secure site learn which
 * app embeds it, which it then checks against the project's allow-list. `container` (default `document.body`)
 * lets the modal keep the frame inside its `<dialog>`: a modal dialog is in the top layer, so a frame outside it
 * could never be shown over it (F-31), and moving an iframe later would reload it.
 */
export function createFrame(doc: Document, src: string, container?: ParentNode): HTMLIFrameElement {
  const parent = container ?? doc.body
  const iframe = doc.createElement('iframe')
  iframe.id = FRAME_ID
  iframe.name = FRAME_NAME
  iframe.referrerPolicy = 'origin'
  // Issue 22: the secure site creates and uses the user's passkey inside this cross-origin frame.
  iframe.setAttribute('allow', 'publickey-credentials-create; publickey-credentials-get')
  iframe.title = 'Portico embedded wallet'
  Object.assign(iframe.style, { display: 'none', position: 'fixed', zIndex: '999999', border: '0' })
  iframe.src = src
  parent.appendChild(iframe)
  return iframe
}
