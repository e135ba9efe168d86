import { useSyncExternalStore } from 'react'
import { usePorticoInstance } from '../context.js'
import { type LocaleState, localeOf } from './localeState.js'

const none = () => () => {}

/** This instance's locale state; re-renders when its catalogue arrives (the same snapshot on the server). */
function useLocaleState(): LocaleState | undefined {
  const state = localeOf(usePorticoInstance())
  const catalogue = () => state?.catalogue
  useSyncExternalStore(state?.subscribe ?? none, catalogue, catalogue)
  return state
}

/**
 * A view's strings in the active locale: each key of `en` the catalogue's `group` translates, the rest in
 * English (a missing translation falls back per string).
 *
 * @example
 * export const CONNECT_EN = { tryAgain: 'Try again' }
 * const t = useStrings('connect', CONNECT_EN)
 */
export function useStrings<T extends Partial<Record<string, string>>>(group: string, en: T): T {
  const translated = useLocaleState()?.catalogue?.[group]
  return translated ? ({ ...en, ...translated } as T) : en
}

const same = (english: string) => english

/**
 * Translates a message core produced (SPEC section 8 errors, alerts, snackbars), keyed by its English text
 * in the catalogue's `messages` group, or, built with values, by the template it matches (`{name}` where a value
 * goes); an unknown message stays as it is.
 */
export const useMessages = (): ((english: string) => string) => useLocaleState()?.message ?? same

/** The language of the strings shown: the locale once its catalogue is in, English until then. */
export function useLang(): string {
  const state = useLocaleState()
  return state?.catalogue ? state.locale : 'en'
}

/** `rtl` for a right-to-left locale (Arabic) once its strings are in (English text stays left to right). */
export const useDir = (): 'rtl' | 'ltr' => (useLang() === 'ar' ? 'rtl' : 'ltr')

/** Fills `{name}` placeholders: `fill('Continue in {name}', { name: 'MetaMask' })`. */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole))
