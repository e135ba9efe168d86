import type { PorticoClient } from '@portico/core'
import { type LocaleState, setLocaleState } from './localeState.js'

export { type Catalogue, localeOf } from './localeState.js'

/** The locales with a catalogue (each a lazy chunk of its own, see `catalogueLoaders.ts`). */
const CODES = ['es', 'fr', 'de', 'pt', 'it', 'ja', 'ko', 'zh', 'ru', 'tr', 'ar']

/** The locales Portico ships, by language code. */
export const LOCALES: readonly string[] = ['en', ...CODES]

/** `de-AT` → `de` when Portico has it. */
const supported = (tag: string) => {
  const code = tag.toLowerCase().split(/[-_]/)[0] as string
  return LOCALES.includes(code) ? code : undefined
}

/**
 * The locale to show: the `locale` option when Portico has it (an unknown one gives English and one console
 * warning), else the first of the browser's languages Portico has, else English.
 */
export function resolveLocale(option: string | undefined, languages: readonly string[] = []): string {
  if (option !== undefined) {
    const code = supported(option)
    if (!code)
      console.warn(`Portico: unknown locale "${option}", showing English. Locales: ${LOCALES.join(', ')}.`)
    return code ?? 'en'
  }
  for (const tag of languages) {
    const code = supported(tag)
    if (code) return code
  }
  return 'en'
}

/**
 * Picks this instance's locale and loads its catalogue (nothing for English). Views re-render once it is in;
 * a catalogue that fails to load leaves English. Resolves when the catalogue is in place.
 */
export function startLocale(portico: PorticoClient, option: string | undefined): Promise<void> {
  const listeners = new Set<() => void>()
  const state: LocaleState = {
    locale: resolveLocale(option, globalThis.navigator?.languages),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  setLocaleState(portico, state)
  return state.locale !== 'en'
    ? import('./catalogueLoaders.js')
        .then((m) => m.loadLocale(state.locale))
        .then(
          (loaded) => {
            Object.assign(state, loaded)
            for (const listener of listeners) listener()
          },
          (error) =>
            console.warn(`Portico: the "${state.locale}" strings did not load, showing English.`, error),
        )
    : Promise.resolve()
}
