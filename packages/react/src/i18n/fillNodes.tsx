import { Fragment, type ReactNode } from 'react'

/**
 * Fills `{name}` placeholders with elements (links in a sentence), so each locale orders the sentence its way:
 * `fillNodes('Agree to our {terms}', { terms: <a>…</a> })`.
 */
export function fillNodes(text: string, nodes: Record<string, ReactNode>): ReactNode[] {
  return text
    .split(/\{(\w+)\}/)
    .map((part, i) => (i % 2 ? <Fragment key={part}>{nodes[part]}</Fragment> : part))
}
