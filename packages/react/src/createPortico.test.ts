import { anvil } from '@portico/core'
import { afterEach, describe, expect, it } from 'vitest'
import { createPortico, type Portico } from './createPortico.js'

const offline: typeof fetch = async () => new Response('offline', { status: 503 })
const created: Portico[] = []
const make = () => {
  const portico = createPortico({ projectId: 'portico-dev', networks: [anvil] }, { fetch: offline })
  created.push(portico)
  return portico
}
afterEach(() => {
  for (const p of created.splice(0)) p.unmount()
})

describe('createPortico', () => {
  it('A-01 creating with minimal options does not throw and the dialog stays closed', async () => {
    const portico = make()
    await new Promise((r) => setTimeout(r, 0))
    const dialog = document.querySelector('portico-modal')?.shadowRoot?.querySelector('dialog')
    expect(dialog).toBeTruthy()
    expect(dialog?.open).toBe(false)
    expect(portico.getState().open).toBe(false)
  })

  it('Q-08 opening three times leaves exactly one host element', async () => {
    const portico = make()
    for (let i = 0; i < 3; i++) {
      await portico.open()
      portico.close()
    }
    expect(document.querySelectorAll('portico-modal')).toHaveLength(1)
  })

  it('two instances each get their own host element, and unmounting one leaves the other', () => {
    const first = make()
    make()
    expect(document.querySelectorAll('portico-modal')).toHaveLength(2)
    first.unmount()
    expect(document.querySelectorAll('portico-modal')).toHaveLength(1)
  })

  it('invalid options throw an error naming the option', () => {
    expect(() => createPortico({ projectId: 'p', networks: [] })).toThrow('"networks"')
  })
})
