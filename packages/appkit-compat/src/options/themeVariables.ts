import type { ThemeVariables } from '@portico/core'

/** AppKit's theme variables that Portico has, by AppKit name. */
export type AppKitThemeVariables = {
  '--w3m-font-family'?: string
  '--w3m-accent'?: string
  '--w3m-color-mix'?: string
  '--w3m-color-mix-strength'?: number
  '--w3m-font-size-master'?: string
  '--w3m-border-radius-master'?: string
  '--w3m-z-index'?: number
  [variable: `--w3m-${string}`]: string | number | undefined
}

const W3M_PREFIX = '--w3m-'
const PORTICO_PREFIX = '--portico-'
const SUPPORTED = new Set([
  'font-family',
  'accent',
  'color-mix',
  'color-mix-strength',
  'font-size-master',
  'border-radius-master',
  'z-index',
])

/**
 * AppKit's `--w3m-*` theme variables as Portico's `--portico-*` ones; `unsupported` names the variables Portico
 * has no equivalent for (`--w3m-qr-color`, …), which are left out.
 */
export function toPorticoThemeVariables(variables: Record<string, unknown> = {}): {
  themeVariables: ThemeVariables
  unsupported: string[]
} {
  const themeVariables: Record<string, unknown> = {}
  const unsupported: string[] = []
  for (const [name, value] of Object.entries(variables)) {
    const suffix = name.startsWith(W3M_PREFIX) ? name.slice(W3M_PREFIX.length) : undefined
    if (suffix && SUPPORTED.has(suffix)) themeVariables[`${PORTICO_PREFIX}${suffix}`] = value
    else unsupported.push(name)
  }
  return { themeVariables: themeVariables as ThemeVariables, unsupported }
}

/** Portico's theme variables under AppKit's names (what `useAppKitTheme` answers). */
export function toAppKitThemeVariables(variables: ThemeVariables): AppKitThemeVariables {
  return Object.fromEntries(
    Object.entries(variables).map(([name, value]) => [name.replace(PORTICO_PREFIX, W3M_PREFIX), value]),
  ) as AppKitThemeVariables
}
