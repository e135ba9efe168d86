import { AccountButton, ConnectButton, NetworkButton, PorticoProvider } from '@portico/react'
import type { DetailedHTMLProps, HTMLAttributes, ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { getAppKitInstance } from './instance.js'

/** Attributes of AppKit's elements that Portico's buttons take. */
type ElementProps = { label?: string }

/**
 * The attributes the `<appkit-*>` elements accept in TSX. `label` is used (connect buttons); AppKit's others
 * (`size`, `balance`, `disabled`, `loadingLabel`, `namespace`) are accepted and have no effect.
 */
export type AppKitElementAttributes = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  label?: string
  size?: 'sm' | 'md'
  balance?: 'show' | 'hide'
  disabled?: boolean
  loadingLabel?: string
  namespace?: string
}

/** AppKit's elements and the Portico button each renders. */
const ELEMENTS: Record<string, (props: ElementProps) => ReactNode> = {
  'appkit-button': ({ label }) => <ConnectButton {...(label ? { label } : {})} />,
  'appkit-connect-button': ({ label }) => <ConnectButton {...(label ? { label } : {})} />,
  'appkit-account-button': () => <AccountButton />,
  'appkit-network-button': () => <NetworkButton />,
}

/** The names of the custom elements `createAppKit` defines. */
export const APPKIT_ELEMENTS = Object.keys(ELEMENTS)

/**
 * A custom element that renders a Portico button into itself (light DOM, so the page's CSS and Portico's
 * `.portico-*` classes apply as with the React components) for the instance of the last `createAppKit`.
 */
function defineElement(name: string, render: (props: ElementProps) => ReactNode): void {
  class AppKitElement extends HTMLElement {
    static observedAttributes = ['label']
    #root: Root | undefined

    connectedCallback() {
      this.#root ??= createRoot(this)
      this.#render()
    }

    attributeChangedCallback() {
      if (this.#root) this.#render()
    }

    disconnectedCallback() {
      const root = this.#root
      this.#root = undefined
      // Unmounting during React's own commit (the element removed by a React parent) warns: defer it.
      queueMicrotask(() => root?.unmount())
    }

    #render() {
      const label = this.getAttribute('label') ?? undefined
      this.#root?.render(
        <PorticoProvider portico={getAppKitInstance()}>{render(label ? { label } : {})}</PorticoProvider>,
      )
    }
  }
  customElements.define(name, AppKitElement)
}

/** Defines `<appkit-button>`, `<appkit-connect-button>`, `<appkit-account-button>` and `<appkit-network-button>` once. */
export function defineAppKitElements(): void {
  if (typeof customElements === 'undefined') return
  for (const [name, render] of Object.entries(ELEMENTS)) {
    if (!customElements.get(name)) defineElement(name, render)
  }
}
