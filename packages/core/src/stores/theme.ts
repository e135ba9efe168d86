import { createStore } from 'zustand/vanilla'

export type ThemeMode = 'light' | 'dark'

/** Theme variables an app may set; each maps to a `--portico-*` custom property. */
export type ThemeVariables = {
  '--portico-font-family'?: string
  '--portico-accent'?: string
  '--portico-color-mix'?: string
  '--portico-color-mix-strength'?: number
  '--portico-font-size-master'?: string
  '--portico-border-radius-master'?: string
  '--portico-z-index'?: number
}

export type ThemeState = { themeMode: ThemeMode; themeVariables: ThemeVariables }

export const createThemeStore = (initial: ThemeState) => createStore<ThemeState>()(() => initial)

export type ThemeStore = ReturnType<typeof createThemeStore>
