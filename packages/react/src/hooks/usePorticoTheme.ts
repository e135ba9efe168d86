import { usePorticoInstance } from '../context.js'
import { useStoreSelector } from './useStoreSelector.js'

/** The theme and its setters. */
export function usePorticoTheme() {
  const portico = usePorticoInstance()
  const theme = useStoreSelector(portico.stores.theme, (s) => s)
  return { ...theme, setThemeMode: portico.setThemeMode, setThemeVariables: portico.setThemeVariables }
}
