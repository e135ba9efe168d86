import type { ThemeMode } from '@portico/core'
import { useStoreSelector } from '@portico/react'
import { useMemo } from 'react'
import {
  type AppKitThemeVariables,
  toAppKitThemeVariables,
  toPorticoThemeVariables,
} from '../options/themeVariables.js'
import { useAppKitInstance } from './useAppKitInstance.js'

/** AppKit's `useAppKitTheme`: the theme mode and variables under AppKit's `--w3m-*` names, and their setters. */
export function useAppKitTheme() {
  const portico = useAppKitInstance()
  const themeMode = useStoreSelector(portico.stores.theme, (s) => s.themeMode)
  const variables = useStoreSelector(portico.stores.theme, (s) => s.themeVariables)
  const setters = useMemo(
    () => ({
      setThemeMode: (mode: ThemeMode) => portico.setThemeMode(mode),
      setThemeVariables: (next: AppKitThemeVariables) =>
        portico.setThemeVariables(toPorticoThemeVariables(next).themeVariables),
    }),
    [portico],
  )
  const themeVariables = useMemo(() => toAppKitThemeVariables(variables), [variables])
  return { themeMode, themeVariables, ...setters }
}
