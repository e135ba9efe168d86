/** The secure site's own screens (over the app's dialog): small DOM helpers shared by each screen. */

/** A section of the secure site's UI with a title, appended to the body; removed by the caller. */
export function screen(doc: Document, testId: string, title: string): HTMLElement {
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

/** A button with a test id. */
export function button(doc: Document, text: string, testId: string, onClick: () => void): HTMLButtonElement {
  const b = doc.createElement('button')
  b.type = 'button'
  b.textContent = text
  b.setAttribute('data-testid', testId)
  b.addEventListener('click', onClick)
  return b
}

/** A paragraph of text. */
export function paragraph(doc: Document, text: string): HTMLParagraphElement {
  const p = doc.createElement('p')
  p.textContent = text
  return p
}

/** The screen's error line (`role=alert`), empty until set. */
export function alertLine(doc: Document): HTMLParagraphElement {
  const p = doc.createElement('p')
  p.setAttribute('role', 'alert')
  return p
}

/** A link that downloads `text` as `fileName` (a data: URL, so nothing is fetched). */
export function downloadLink(doc: Document, label: string, testId: string, fileName: string, text: string) {
  const a = doc.createElement('a')
  a.textContent = label
  a.setAttribute('data-testid', testId)
  a.download = fileName
  a.href = `data:application/json;charset=utf-8,${encodeURIComponent(text)}`
  return a
}

/** The message of a thrown value. */
export const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e))
